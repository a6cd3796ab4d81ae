import { PageHeader } from "#app/components/layout/page-header.tsx";
import { CASE_STUDY_IMAGE_SIZE, caseStudiesMeta } from "#app/content/case-studies.ts";
import { CaseStudyCard } from "#app/features/case-studies/case-study-card.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { loadCaseStudies } from "#app/lib/site-content.server.ts";
import { caseStudyPath } from "#contracts/site-case-studies-constants.ts";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: caseStudiesMeta.title,
    description: caseStudiesMeta.description,
    path: "/case-studies",
    site: siteFrom(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const caseStudies = await loadCaseStudies(context);
  return { caseStudies };
}

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { caseStudies } = loaderData;
  return (
    <>
      <PageHeader title={caseStudiesMeta.title} subtitle={caseStudiesMeta.subtitle} />
      <section aria-label="All case studies" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study, index) => (
            <li key={study.title}>
              <CaseStudyCard
                title={study.title}
                category={study.category}
                description={study.description}
                image={study.image}
                imageAlt={study.imageAlt}
                imageSize={CASE_STUDY_IMAGE_SIZE}
                href={caseStudyPath(study)}
                headingLevel="h2"
                eager={index < 3}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
