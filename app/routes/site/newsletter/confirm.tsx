import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { newsletterPages } from "#app/content/newsletter.ts";
import { EmailBadge, NewsletterNotice } from "#app/features/newsletter/newsletter-notice.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/confirm";
import { confirmPageData, handleConfirmPost } from "./newsletter.server.ts";

const copy = newsletterPages.confirm;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: copy.title,
    description: newsletterPages.subscribe.metaDescription,
    path: "/newsletter/confirm",
    site: siteFrom(matches),
    noindex: true,
  });

/** Mail scanners open links in emails: the GET only shows the button, it never confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return confirmPageData(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleConfirmPost(request, context);
}

export default function ConfirmSubscriptionPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { state, email, token, justConfirmed } = loaderData;

  if (state === "pending") {
    return (
      <NewsletterNotice icon="mail" title={copy.title}>
        <p>{copy.pending}</p>
        {email ? <EmailBadge email={email} /> : null}
        <Form method="post" className="pt-2">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
            {copy.button}
          </Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (state === "confirmed") {
    return (
      <NewsletterNotice icon="success" title={copy.confirmedTitle}>
        <p>{justConfirmed ? copy.confirmed : copy.alreadyConfirmed}</p>
        {email ? <EmailBadge email={email} /> : null}
        <div className="flex flex-wrap justify-center gap-3 pt-2">
          <ButtonLink to="/blog">{newsletterPages.subscribe.readBlog}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {newsletterPages.subscribe.backHome}
          </ButtonLink>
        </div>
      </NewsletterNotice>
    );
  }
  if (state === "expired") {
    return (
      <NewsletterNotice icon="problem" title={copy.expiredTitle}>
        <p>{copy.expired}</p>
        {email ? <EmailBadge email={email} /> : null}
        <ButtonLink to="/newsletter/subscribe">{newsletterPages.subscribe.submit}</ButtonLink>
      </NewsletterNotice>
    );
  }
  if (state === "unsubscribed") {
    return (
      <NewsletterNotice icon="goodbye" title={copy.unsubscribedTitle}>
        <p>{copy.unsubscribed}</p>
        <ButtonLink to="/newsletter/subscribe">{newsletterPages.subscribe.submit}</ButtonLink>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice icon="problem" title={newsletterPages.invalidLink.title}>
      <p>{newsletterPages.invalidLink.body}</p>
      <ButtonLink to="/newsletter/subscribe">{newsletterPages.subscribe.submit}</ButtonLink>
    </NewsletterNotice>
  );
}
