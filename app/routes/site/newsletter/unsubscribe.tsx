import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { newsletterPages } from "#app/content/newsletter.ts";
import { EmailBadge, NewsletterNotice } from "#app/features/newsletter/newsletter-notice.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/unsubscribe";
import { handleUnsubscribePost, unsubscribePageData } from "./newsletter.server.ts";

const copy = newsletterPages.unsubscribe;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: copy.title,
    description: newsletterPages.subscribe.metaDescription,
    path: "/newsletter/unsubscribe",
    site: siteFrom(matches),
    noindex: true,
  });

/** The GET only shows the button; the POST (or a mail app's one-click POST) unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribePageData(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleUnsubscribePost(request, context);
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { state, email, token } = loaderData;

  if (state === "pending" || state === "confirmed") {
    return (
      <NewsletterNotice icon="mail" title={copy.title}>
        <p>{copy.pending}</p>
        {email ? <EmailBadge email={email} /> : null}
        <Form method="post" className="pt-2">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" variant="danger" disabled={navigation.state === "submitting"}>
            {copy.button}
          </Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (state === "unsubscribed") {
    return (
      <NewsletterNotice icon="goodbye" title={copy.doneTitle}>
        <p>{copy.done}</p>
        {email ? <EmailBadge email={email} /> : null}
        <p>{copy.changedMind}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/newsletter/subscribe" variant="secondary">
            {newsletterPages.subscribe.submit}
          </ButtonLink>
          <ButtonLink to="/">{newsletterPages.subscribe.backHome}</ButtonLink>
        </div>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice icon="problem" title={newsletterPages.invalidLink.title}>
      <p>{copy.invalidLink}</p>
      <ButtonLink to="/contact">{copy.contactUs}</ButtonLink>
    </NewsletterNotice>
  );
}
