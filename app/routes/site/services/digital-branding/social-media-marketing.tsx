import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { NumberedList } from "#app/features/services/numbered-list.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { SplitSection } from "#app/features/services/split-section.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/social-media-marketing";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "social-media-marketing") };
}

export default function SocialMediaMarketing({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Section id="platforms-heading" title={content.platforms.heading} intro={content.platforms.intro}>
        <CardRow columns={4}>
          {content.platforms.cards.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <SplitSection id="strategy-heading" title={content.contentStrategy.heading} art={content.contentStrategy.art} tone="muted">
        <p>{content.contentStrategy.intro}</p>
        <NumberedList steps={content.contentStrategy.steps} className="mt-8" />
      </SplitSection>

      <Section id="community-heading" title={content.community.heading} intro={content.community.intro}>
        <CardRow columns={4}>
          {content.community.cards.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <ClosingCta id="closing-heading" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
