import { data } from "react-router";
import { FREE_ANALYSIS } from "#app/content/services/shared.ts";
import { categoryTrail } from "#app/features/services/breadcrumbs.ts";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { ProcessSteps } from "#app/features/services/process-steps.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceCardView } from "#app/features/services/service-card.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { servicePageMeta } from "#app/features/services/service-page-meta.ts";
import { siteFrom } from "#app/lib/seo.ts";
import { loadServiceCategory } from "#app/lib/site-content.server.ts";
import type { Route } from "./+types/category";

/**
 * The seven category landing pages (SPEC §2). One module serves them all; the route table
 * (ids "services/<slug>") lists the seven slugs, so no other slug ever reaches this loader.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? servicePageMeta({
        title: loaderData.page.meta.title,
        description: loaderData.page.meta.description,
        path: `/services/${loaderData.page.slug}`,
        site: siteFrom(matches),
        name: loaderData.page.name,
        breadcrumbs: categoryTrail(loaderData.page.name),
      })
    : [];

/** Only the requested page's copy travels to the browser, not all seven. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Routes match regardless of letter case (/services/Academy): so must the lookup.
  const slug = new URL(request.url).pathname.split("/").filter(Boolean).at(-1)?.toLowerCase();
  const page = await loadServiceCategory(context, slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function CategoryLanding({ loaderData: { page } }: Route.ComponentProps) {
  const cards = page.services.cards;
  const columns = cards.length <= 2 ? 2 : cards.length === 8 ? 4 : 3;
  return (
    <>
      <ServiceHero
        eyebrow={page.name}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        highlights={page.hero.highlights}
        art={page.hero.art}
        breadcrumbs={categoryTrail(page.name)}
      >
        <CtaLink cta={FREE_ANALYSIS} />
      </ServiceHero>

      <Section id="services-heading" title={page.services.heading} intro={page.services.intro}>
        <CardRow columns={columns}>
          {cards.map((card) => (
            <li key={card.title} data-reveal>
              <ServiceCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <Section id="approach-heading" title={page.approach.heading} intro={page.approach.intro} tone="muted">
        <ProcessSteps steps={page.approach.steps} />
      </Section>

      <ClosingCta id="closing-heading" heading={page.closing.heading} text={page.closing.text}>
        <CtaLink cta={page.closing.cta} />
      </ClosingCta>
    </>
  );
}
