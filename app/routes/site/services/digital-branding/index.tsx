import ArrowLeft from "lucide-react/icons/arrow-left";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { loadServicesHub } from "#app/lib/site-content.server.ts";
import { categoryTrail } from "#app/features/services/breadcrumbs.ts";
import { servicePageMeta } from "#app/features/services/service-page-meta.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { TileCard } from "#app/features/services/tile-card.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? servicePageMeta({
        ...loaderData.content.meta,
        site: siteFrom(matches),
        name: loaderData.content.hero.eyebrow,
        breadcrumbs: categoryTrail(loaderData.content.hero.eyebrow),
      })
    : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServicesHub(context) };
}

/** The Digital Branding hub (SPEC §2): eight tiles to the sub-pages and why to choose us. */
export default function DigitalBrandingHub({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={categoryTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Section id="tiles-heading" title={content.tilesHeading} intro={content.tilesIntro}>
        <CardRow columns={4}>
          {content.tiles.map((tile) => (
            <li key={tile.link} data-reveal>
              <TileCard tile={tile} />
            </li>
          ))}
        </CardRow>
        <div className="mt-12 flex justify-center">
          <ButtonLink to={content.viewAll.to} variant="secondary" size="lg" prefetch="intent">
            <ArrowLeft className="size-5" aria-hidden="true" />
            {content.viewAll.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="features-heading" title={content.featuresHeading} intro={content.featuresIntro} tone="muted">
        <CardRow columns={3}>
          {content.features.map((feature) => (
            <li key={feature.title} data-reveal>
              <IconCardView card={feature} tone="raised" />
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
