import { type ReactNode, useEffect } from "react";
import { toast } from "#app/lib/toast.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { stopAskingToSignInAgain, useSignInAgainAsked } from "#app/lib/sign-in-again.ts";
import { SignInSteps } from "./sign-in-steps.tsx";

const TITLE = "Your session has ended";
const PASSWORD_STEP_TEXT = {
  title: TITLE,
  description: "Sign in again to carry on. Everything on this page stays as it is: save it once you are signed in.",
};

/** Inside the dialog, whose title says why it is there: a later step (the two-factor code) adds its own heading. */
function DialogFrame({ title, description, alert, children }: { title: string; description?: ReactNode; alert?: ReactNode; children: ReactNode }) {
  return (
    <div>
      {title === TITLE ? null : <h3 className="mb-1 font-semibold text-slate-900 dark:text-white">{title}</h3>}
      {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      {alert}
      {children}
    </div>
  );
}

/**
 * Signs a staff member in again over the page they were working on, when the server stopped taking
 * their session mid-work (docs/decisions/071): the typed post, reply or form stays open behind it.
 * Closing it leaves the page as it is (e.g. to copy something first); the next save asks again.
 */
export function SignInAgainDialog({ email }: { email: string }) {
  const asked = useSignInAgainAsked();
  // The question belongs to the page it was asked over: leaving the admin panel drops it.
  useEffect(() => stopAskingToSignInAgain, []);
  return (
    <Dialog open={asked} onClose={stopAskingToSignInAgain} title={TITLE} initialFocus="content" dismissOnBackdrop={false}>
      {asked ? (
        <SignInSteps
          frame={DialogFrame}
          initialEmail={email}
          passwordStepText={PASSWORD_STEP_TEXT}
          offerForgotPassword={false}
          onSignedIn={(signedIn) => {
            if (!signedIn) return;
            stopAskingToSignInAgain();
            toast.success("Signed in again. Your work is still here: save it when you are ready.");
          }}
        />
      ) : null}
    </Dialog>
  );
}
