import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldOff from "lucide-react/icons/shield-off";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { toast } from "#app/lib/toast.ts";
import { useForm } from "#app/lib/use-form.ts";
import { CloseGuard, useCloseGuard, useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { ADMIN_SECTIONS, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { passwordConfirmationSchema, type TwoFactorSetup, twoFactorEnableSchema } from "#contracts/staff.ts";
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from "./account-api.ts";
import { SectionCard } from "./section-card.tsx";

interface TwoFactorSectionProps {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The owner requires it for all staff: it cannot be turned off (the server refuses with 409). */
  required: boolean;
  isOwner: boolean;
  onChanged: () => Promise<void>;
}

/**
 * Two-factor sign-in on /admin/account: off → scan a QR code (SVG drawn by our server), confirm with a
 * code and the password, see 10 recovery codes once; on → turn it off with the password, unless it is
 * required.
 */
export function TwoFactorSection({ enabled, recoveryCodesLeft, required, isOwner, onChanged }: TwoFactorSectionProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Cancelling the set-up throws away a typed code: the form asks first (its useLeaveGuard).
  const closeGuard = useCloseGuard();

  async function start() {
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(errorMessage(caught, "Could not start the set-up. Please try again."));
    } finally {
      setStarting(false);
    }
  }

  const description = enabled
    ? `On. Signing in asks for a code from your authenticator app. Recovery codes left: ${recoveryCodesLeft}.`
    : "Off. Add a second step to signing in: a 6-digit code from an authenticator app on your phone.";

  return (
    <SectionCard id="two-factor" title="Two-factor sign-in" description={description}>
      {recoveryCodes ? (
        <RecoveryCodesList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : enabled && required ? (
        <StaysOn isOwner={isOwner} />
      ) : enabled ? (
        <DisableForm onDisabled={onChanged} />
      ) : setup ? (
        <CloseGuard guard={closeGuard}>
          <EnableForm
            setup={setup}
            onCancel={() => {
              if (closeGuard.mayClose()) setSetup(null);
            }}
            onEnabled={async (codes) => {
              setSetup(null);
              setRecoveryCodes(codes);
              await onChanged();
            }}
          />
        </CloseGuard>
      ) : (
        <Button onClick={start} disabled={starting}>
          {starting ? <Spinner className="size-4 text-current dark:text-current" label="Starting" /> : <ShieldCheck className="size-4" aria-hidden="true" />}
          Set up two-factor sign-in
        </Button>
      )}
    </SectionCard>
  );
}

function EnableForm({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => Promise<void>; onCancel: () => void }) {
  const { formRef, field, errors, submitting, onSubmit, dirty } = useForm({
    // The server needs the password only when this session signed in over 15 minutes ago (decision 066);
    // always asking is one rule for the person, and a blank one is refused here before anything is sent.
    initialValues: { code: "", password: "" },
    schema: twoFactorEnableSchema,
    submit: async (input) => (await enableTwoFactor(input)).recoveryCodes,
    onSuccess: onEnabled,
    successToast: STAFF_MESSAGES.twoFactorEnabled,
    failureMessage: (caught) => errorMessage(caught, STAFF_MESSAGES.setupCodeInvalid),
    toasts: "all",
  });
  useLeaveGuard(dirty);
  return (
    // Beside the QR code only when the card is wide enough for the form (the account page puts two cards
    // side by side on a wide screen): the card's width decides, not the screen's.
    <div className="@container">
      <div className="grid gap-6 @lg:grid-cols-[auto_1fr] @lg:items-start">
        {/* The QR code is an SVG our own server drew from the otpauth URL (the qrcode library): no outside content. */}
        <div
          role="img"
          aria-label="QR code to scan with your authenticator app"
          className="size-48 rounded-xl border border-slate-200 bg-white p-2 [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
            <li>Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy, …).</li>
            <li>
              Or type this key into it: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all dark:bg-slate-800" data-testid="totp-secret">{setup.secret}</code>
            </li>
            <li>Enter the 6-digit code the app shows, and your password.</li>
          </ol>
          <Field label="Code from the app" error={errors.code}>
            {(control) => <TextInput {...control} {...field("code")} autoComplete="one-time-code" inputMode="numeric" required disabled={submitting} />}
          </Field>
          <Field label="Your password" error={errors.password}>
            {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="current-password" required disabled={submitting} />}
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton submitting={submitting} icon={ShieldCheck} busyLabel="Checking">
              Turn on two-factor sign-in
            </SubmitButton>
            {/* Not now: two-factor sign-in stays off; a later set-up starts with a new key. */}
            <Button variant="secondary" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-100 px-2 py-1.5 text-center dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}

/** Instead of a 'Turn off' that could only be refused: why it stays on, and for an owner where to change that. */
function StaysOn({ isOwner }: { isOwner: boolean }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200">
      {isOwner ? STAFF_MESSAGES.twoFactorStaysOnForOwner : STAFF_MESSAGES.twoFactorStaysOn}
      {isOwner ? (
        <>
          {" "}
          <Link to={`${ADMIN_SECTIONS.staff.path}#require-two-factor-heading`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            Go to the Staff page
          </Link>
        </>
      ) : null}
    </p>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => Promise<void> }) {
  const { formRef, field, errors, submitting, onSubmit, dirty } = useForm({
    initialValues: { password: "" },
    schema: passwordConfirmationSchema,
    submit: async ({ password }) => disableTwoFactor(password),
    onSuccess: onDisabled,
    successToast: STAFF_MESSAGES.twoFactorDisabled,
    failureMessage: (caught) => errorMessage(caught, "Could not turn two-factor sign-in off. Please try again."),
    toasts: "all",
    resetOnSuccess: true,
  });
  useLeaveGuard(dirty);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Field label="Your password" error={errors.password} className="flex-1">
        {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="current-password" required disabled={submitting} />}
      </Field>
      <SubmitButton submitting={submitting} icon={ShieldOff} busyLabel="Turning off" variant="danger">
        Turn off
      </SubmitButton>
    </form>
  );
}
