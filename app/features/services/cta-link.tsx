import ArrowRight from "lucide-react/icons/arrow-right";
import { ButtonLink, type ButtonVariant } from "#app/components/ui/button.tsx";
import type { CallToAction } from "#app/content/services/types.ts";

/** A call to action that navigates (to /contact, /services…): a link styled as a large button. */
export function CtaLink({ cta, variant = "accent" }: { cta: CallToAction; variant?: ButtonVariant }) {
  return (
    <ButtonLink to={cta.to} variant={variant} size="lg" prefetch="intent">
      {cta.label}
      <ArrowRight className="size-5" aria-hidden="true" />
    </ButtonLink>
  );
}
