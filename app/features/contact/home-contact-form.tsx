import LoaderCircle from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import { useId } from "react";
import { homeContactForm as copy } from "#app/content/contact-page.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES, HOME_FORM_SUBJECT, PHONE_PATTERN } from "#contracts/contact-constants.ts";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField } from "#app/components/ui/idempotency-key-field.tsx";
import { useContactForm } from "./use-contact-form.ts";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";

const fieldClass =
  "block w-full rounded-xl border border-white/25 bg-white/10 px-4 py-3 text-white placeholder:text-white/75 transition-colors focus:border-white focus:bg-white/15 focus:ring-2 focus:ring-white/60 focus:outline-none aria-[invalid=true]:border-red-300";

/**
 * The contact form in the home page's call-to-action band (SPEC §2, §5): name, email and message
 * required, phone optional, subject fixed to 'Contact Form Submission'. Meant for a dark background.
 * Without JavaScript it posts to the /contact route action with the subject and source hidden.
 */
function HomeContactFormView() {
  const id = useId();
  const { formRef, field, errors, failure, submitting: sending, onSubmit } = useContactForm({ source: "home", fixedSubject: HOME_FORM_SUBJECT });
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    message: `${id}-message`,
  };
  const errorFor = (name: keyof typeof ids) =>
    errors[name] ? (
      <p id={`${ids[name]}-error`} className="mt-1.5 text-sm font-medium text-red-200">
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: keyof typeof ids) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${ids[name]}-error` } : {};

  return (
    <form ref={formRef} method="post" action="/contact" onSubmit={onSubmit} className="relative grid gap-3 sm:grid-cols-2" aria-label="Contact us" {...islandProps()}>
      <input type="hidden" name="subject" value={HOME_FORM_SUBJECT} />
      <input type="hidden" name="source" value="home" />
      <div>
        <label className="sr-only" htmlFor={ids.name}>
          {copy.labels.name}
        </label>
        <input
          id={ids.name}
          {...field("name")}
          {...invalid("name")}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          placeholder={copy.placeholders.name}
          className={fieldClass}
        />
        {errorFor("name")}
      </div>
      <div>
        <label className="sr-only" htmlFor={ids.email}>
          {copy.labels.email}
        </label>
        <input
          id={ids.email}
          {...field("email")}
          {...invalid("email")}
          type="email"
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          placeholder={copy.placeholders.email}
          className={fieldClass}
        />
        {errorFor("email")}
      </div>
      <div className="sm:col-span-2">
        <label className="sr-only" htmlFor={ids.phone}>
          {copy.labels.phone}
        </label>
        <input
          id={ids.phone}
          {...field("phone")}
          {...invalid("phone")}
          type="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.phone}
          pattern={PHONE_PATTERN}
          autoComplete="tel"
          placeholder={copy.placeholders.phone}
          className={fieldClass}
        />
        {errorFor("phone")}
      </div>
      <div className="sm:col-span-2">
        <label className="sr-only" htmlFor={ids.message}>
          {copy.labels.message}
        </label>
        <textarea
          id={ids.message}
          {...field("message")}
          {...invalid("message")}
          required
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          placeholder={copy.placeholders.message}
          className={cn(fieldClass, "min-h-28 resize-y")}
        />
        {errorFor("message")}
      </div>
      <HoneypotField />
      <IdempotencyKeyField />
      {failure ? (
        <FormBanner tone="onDark" className="sm:col-span-2">
          <p>{CONTACT_MESSAGES.sendFailed}</p>
          {/* A reason the visitor can act on (e.g. too many attempts); field problems show at the fields. */}
          {failure.error instanceof ApiRequestError && Object.keys(errors).length === 0 && failure.message !== CONTACT_MESSAGES.somethingWentWrong ? (
            <p className="font-normal">{failure.message}</p>
          ) : null}
        </FormBanner>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-500 px-6 py-3 font-bold text-slate-950 transition-colors hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2"
      >
        {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5" aria-hidden="true" />}
        {sending ? copy.sending : copy.submit}
      </button>
      <PrivacyNote className="text-brand-100 sm:col-span-2" />
    </form>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const HomeContactForm = island("home-contact-form", HomeContactFormView);
