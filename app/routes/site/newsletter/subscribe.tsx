import Check from "lucide-react/icons/check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import { Form, useNavigation } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { TextInput } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField } from "#app/components/ui/idempotency-key-field.tsx";
import { newsletterPages } from "#app/content/newsletter.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { FOOTER_NEWSLETTER_SOURCE, NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from "#contracts/newsletter-constants.ts";
import type { Route } from "./+types/subscribe";
import { handleSubscribePost, subscribePageData } from "./newsletter.server.ts";

const copy = newsletterPages.subscribe;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: copy.title, description: copy.metaDescription, path: "/newsletter/subscribe", site: siteFrom(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return subscribePageData(request, context);
}

/** The footer and blog newsletter forms posted without JavaScript (with it they use POST /api/newsletter). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscribePost(request, context);
}

export default function NewsletterSubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { subscribed, confirmationRequired } = loaderData;

  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <section className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 md:items-center">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{newsletterPages.pitch}</h2>
          <ul className="mt-6 space-y-3">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-600 dark:text-slate-300">
                <Check className="mt-1 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900/60 dark:shadow-none">
          {subscribed ? (
            <div role="status" className="text-center">
              <CircleCheck className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {subscribed === "blog" ? NEWSLETTER_MESSAGES.blogThanks : NEWSLETTER_MESSAGES.footerThanks}
              </p>
              {confirmationRequired ? <p className="mt-2 text-slate-600 dark:text-slate-300">{NEWSLETTER_MESSAGES.checkInbox}</p> : null}
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <ButtonLink to="/blog">{copy.readBlog}</ButtonLink>
                <ButtonLink to="/" variant="secondary">
                  {copy.backHome}
                </ButtonLink>
              </div>
            </div>
          ) : (
            <Form method="post" className="relative space-y-4">
              <h2 className="text-xl font-bold text-slate-900 dark:text-white">{copy.formHeading}</h2>
              <input type="hidden" name="source" value={FOOTER_NEWSLETTER_SOURCE} />
              <div className="space-y-1.5">
                <label htmlFor="newsletter-page-email" className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
                  {copy.emailLabel}
                </label>
                <TextInput
                  id="newsletter-page-email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  maxLength={NEWSLETTER_LIMITS.email}
                  placeholder={copy.placeholder}
                  defaultValue={actionData?.email ?? ""}
                  aria-invalid={actionData ? true : undefined}
                  aria-describedby={actionData ? "newsletter-page-error" : undefined}
                />
              </div>
              <HoneypotField />
              <IdempotencyKeyField />
              {actionData ? (
                <p id="newsletter-page-error" role="alert" className="flex gap-2 text-sm font-medium text-red-700 dark:text-red-300">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {actionData.message}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={submitting} className="w-full">
                {submitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
                {submitting ? NEWSLETTER_MESSAGES.subscribing : copy.submit}
              </Button>
              <PrivacyNote className="text-center text-slate-500 dark:text-slate-400" />
            </Form>
          )}
        </div>
      </section>
    </>
  );
}
