import { PageHeader } from "#app/components/layout/page-header.tsx";
import type { IconName } from "#contracts/icon-names.ts";
import { servicesOverviewPage as content } from "#app/content/services/overview.ts";
import { CategoryCard } from "#app/features/services/category-card.tsx";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { loadServiceCategories } from "#app/lib/site-content.server.ts";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...content.meta, site: siteFrom(matches) });

/** The category cards' icons cycle through these eight (SPEC §2 "Services overview"). */
const CARD_ICONS = [
  "megaphone",
  "cpu",
  "palette",
  "users-round",
  "graduation-cap",
  "shopping-cart",
  "microscope",
  "briefcase-business",
] as const satisfies IconName[];

export async function loader({ context }: Route.LoaderArgs) {
  return { serviceCategories: await loadServiceCategories(context) };
}

export default function ServicesOverview({ loaderData: { serviceCategories } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={content.title} subtitle={content.subtitle} />
      <section aria-label={content.gridLabel} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCategories.map((category, index) => (
            <li key={category.slug}>
              <CategoryCard category={category} icon={CARD_ICONS[index % CARD_ICONS.length]!} />
            </li>
          ))}
        </ul>
      </section>
      <ClosingCta id="services-closing" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
