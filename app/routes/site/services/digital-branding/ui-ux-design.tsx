import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { ProcessSteps } from "#app/features/services/process-steps.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/ui-ux-design";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "ui-ux-design") };
}

export default function UiUxDesign({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Section id="services-heading" title={content.servicesHeading} intro={content.servicesIntro}>
        <CardRow columns={4}>
          {content.services.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <Section id="process-heading" title={content.processHeading} intro={content.processIntro} tone="muted">
        <ProcessSteps steps={content.process} />
      </Section>

      <ClosingCta id="closing-heading" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
