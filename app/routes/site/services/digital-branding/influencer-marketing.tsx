import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { Prose } from "#app/features/services/prose.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/influencer-marketing";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "influencer-marketing") };
}

export default function InfluencerMarketing({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Prose id="intro-heading" title={content.intro.heading} paragraphs={content.intro.paragraphs} />

      <Section id="services-heading" title={content.servicesHeading} tone="muted">
        <CardRow columns={3}>
          {content.services.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} tone="raised" />
            </li>
          ))}
        </CardRow>
      </Section>

      <Section id="tiers-heading" title={content.tiersHeading}>
        <ul data-reveal className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.tiers.map((tier) => (
            <li key={tier.name} className="rounded-3xl border border-slate-200 bg-slate-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900/60">
              <h3 className="text-xl font-extrabold text-brand-700 dark:text-brand-300">{tier.name}</h3>
              <p className="mt-1 text-sm font-semibold text-slate-700 dark:text-slate-200">{tier.range}</p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{tier.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta id="closing-heading" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
