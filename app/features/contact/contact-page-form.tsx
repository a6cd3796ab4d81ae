import LoaderCircle from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { contactPage } from "#app/content/contact-page.ts";
import {
  CONTACT_LIMITS,
  CONTACT_SOURCES,
  CONTACT_SUBJECT_PLACEHOLDER,
  CONTACT_SUBJECTS,
  type ContactSource,
  DEFAULT_CONTACT_SOURCE,
  PHONE_PATTERN,
} from "#contracts/contact-constants.ts";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField } from "#app/components/ui/idempotency-key-field.tsx";
import { type ContactFormState, useContactForm } from "./use-contact-form.ts";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";

const copy = contactPage.form;

/**
 * The Contact page form (SPEC §2): name, email, optional phone, subject select, message.
 * `initial` carries the values and errors of a submission the route action refused (no JavaScript).
 */
function ContactPageFormView({ initial }: { initial?: ContactFormState & { source?: string } }) {
  // A refused no-JavaScript post from another form (e.g. the home page's) keeps its source.
  const source = (CONTACT_SOURCES as readonly string[]).includes(initial?.source ?? "")
    ? (initial!.source as ContactSource)
    : DEFAULT_CONTACT_SOURCE;
  const { formRef, values, field, errors, failure, submitting: sending, onSubmit } = useContactForm({ source, initial });
  // ...and its subject (e.g. the home form's fixed one) stays selectable.
  const subjects: readonly string[] =
    values.subject && !(CONTACT_SUBJECTS as readonly string[]).includes(values.subject) ? [...CONTACT_SUBJECTS, values.subject] : CONTACT_SUBJECTS;

  return (
    <form ref={formRef} method="post" action="/contact" onSubmit={onSubmit} className="relative grid gap-5 sm:grid-cols-2" aria-describedby="contact-form-intro" {...islandProps()}>
      <p id="contact-form-intro" className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
        {copy.intro}
      </p>
      <Field label={copy.labels.name} error={errors.name}>
        {(props) => (
          <TextInput {...props} {...field("name")} required maxLength={CONTACT_LIMITS.name} autoComplete="name" placeholder={copy.placeholders.name} />
        )}
      </Field>
      <Field label={copy.labels.email} error={errors.email}>
        {(props) => (
          <TextInput
            {...props}
            {...field("email")}
            type="email"
            required
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
            placeholder={copy.placeholders.email}
          />
        )}
      </Field>
      <Field label={copy.labels.phone} error={errors.phone} hint={copy.phoneHint}>
        {(props) => (
          <TextInput
            {...props}
            {...field("phone")}
            type="tel"
            maxLength={CONTACT_LIMITS.phone}
            pattern={PHONE_PATTERN}
            autoComplete="tel"
            inputMode="tel"
            placeholder={copy.placeholders.phone}
          />
        )}
      </Field>
      <Field label={copy.labels.subject} error={errors.subject}>
        {(props) => (
          <Select {...props} {...field("subject")} required>
            <option value="">{CONTACT_SUBJECT_PLACEHOLDER}</option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={copy.labels.message} error={errors.message} className="sm:col-span-2">
        {(props) => (
          <TextArea
            {...props}
            {...field("message")}
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder={copy.placeholders.message}
            className="min-h-40 resize-y"
          />
        )}
      </Field>
      {source !== DEFAULT_CONTACT_SOURCE ? <input type="hidden" name="source" value={source} /> : null}
      <HoneypotField />
      <IdempotencyKeyField />
      {failure ? (
        <FormBanner className="sm:col-span-2" autoFocus={initial !== undefined && Object.keys(initial.errors).length === 0}>
          <p>{failure.message}</p>
        </FormBanner>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5" aria-hidden="true" />}
          {sending ? copy.sending : copy.submit}
        </Button>
      </div>
      <PrivacyNote className="text-slate-500 sm:col-span-2 dark:text-slate-400" />
    </form>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const ContactPageForm = island("contact-page-form", ContactPageFormView);
