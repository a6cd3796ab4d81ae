import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { CheckList } from "#app/features/services/check-list.tsx";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { SplitSection } from "#app/features/services/split-section.tsx";
import { TechStack } from "#app/features/services/tech-stack.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/web-development";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "web-development") };
}

export default function WebDevelopment({ loaderData: { content } }: Route.ComponentProps) {
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

      <Section id="stack-heading" title={content.stackHeading} intro={content.stackIntro} tone="muted">
        <TechStack groups={content.stack} />
      </Section>

      <SplitSection id="custom-heading" title={content.customHeading} art={content.customArt} artLast>
        <p>{content.customIntro}</p>
        <CheckList items={content.customSolutions} className="mt-6 text-base text-slate-700 dark:text-slate-200" />
      </SplitSection>

      <ClosingCta id="closing-heading" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
