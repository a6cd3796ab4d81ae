import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { ProcessSteps } from "#app/features/services/process-steps.tsx";
import { Prose } from "#app/features/services/prose.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/social-media-advertising";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "social-media-advertising") };
}

export default function SocialMediaAdvertising({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Prose id="intro-heading" title={content.intro.heading} paragraphs={content.intro.paragraphs} />

      <Section id="platforms-heading" title={content.platformsHeading} tone="muted">
        <CardRow columns={3}>
          {content.platforms.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} tone="raised" />
            </li>
          ))}
        </CardRow>
      </Section>

      <Section id="included-heading" title={content.includedHeading}>
        <CardRow columns={3}>
          {content.included.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <Section id="process-heading" title={content.processHeading} tone="muted">
        <ProcessSteps steps={content.process} />
      </Section>

      <ClosingCta id="closing-heading" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
