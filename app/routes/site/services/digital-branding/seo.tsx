import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { ProposalButton } from "#app/features/proposal/proposal-button.tsx";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { ProcessSteps } from "#app/features/services/process-steps.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/seo";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "seo") };
}

/** SEO (SPEC §2): the four kinds of SEO, client words, and a proposal request that reaches our inbox. */
export default function SeoPage({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Section id="pillars-heading" title={content.pillarsHeading} intro={content.pillarsIntro}>
        <CardRow columns={2}>
          {content.pillars.map((pillar) => (
            <li key={pillar.title} data-reveal>
              <IconCardView card={pillar} />
            </li>
          ))}
        </CardRow>
      </Section>

      <Section id="process-heading" title={content.processHeading} tone="muted">
        <ProcessSteps steps={content.process} />
      </Section>

      <Section id="testimonials-heading" title={content.testimonialsHeading}>
        <CardRow columns={3}>
          {content.testimonials.map((testimonial) => (
            <li key={testimonial.name} data-reveal>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </CardRow>
      </Section>

      <ClosingCta id="proposal-heading" heading={content.proposal.heading} text={content.proposal.text}>
        <ProposalButton label={content.proposal.buttonLabel} delivery="email" source="seo-proposal" />
      </ClosingCta>
    </>
  );
}
