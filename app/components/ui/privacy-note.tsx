import { PRIVACY_POLICY_PATH, useSiteChrome } from "#app/lib/company.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The one line under every form that collects personal data (issue 13, India's DPDP Act 2023): what the
 * details are for, and a link to the privacy policy. Says nothing when staff deleted the policy page.
 */
export function PrivacyNote({ className }: { className?: string }) {
  const privacy = useSiteChrome().legalLinks.find((link) => link.path === PRIVACY_POLICY_PATH);
  if (!privacy) return null;
  return (
    <p className={cn("text-xs leading-relaxed", className)}>
      We use your details only for this request.{" "}
      <a href={privacy.path} className="font-semibold underline underline-offset-2">
        {privacy.title}
      </a>
    </p>
  );
}
