import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Building from "lucide-react/icons/building";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Factory from "lucide-react/icons/factory";
import MapPin from "lucide-react/icons/map-pin";
import Quote from "lucide-react/icons/quote";
import { Fragment } from "react";
import { data, Link, redirect } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CASE_STUDY_IMAGE_SIZE } from "#app/content/case-studies.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { article, breadcrumbList, type Crumb, structuredData } from "#app/lib/structured-data.ts";
import { loadCaseStudies, loadCaseStudy } from "#app/lib/site-content.server.ts";
import { caseStudyPath } from "#contracts/site-case-studies-constants.ts";
import type { Route } from "./+types/detail";

/** Home / Case Studies / {client}: drawn above the write-up and given to search engines, from this one list. */
function breadcrumbTrail(client: string): Crumb[] {
  return [{ label: "Home", to: "/" }, { label: "Case Studies", to: "/case-studies" }, { label: client }];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // An unknown slug renders the site's 404 page, which sets its own title.
  if (!loaderData) return [];
  const { study } = loaderData;
  const site = siteFrom(matches);
  const path = caseStudyPath(study);
  return [
    ...pageMeta({ title: study.title, description: study.description, path, site, image: study.image, type: "article" }),
    structuredData([
      article({ site, path, headline: study.title, description: study.description, image: study.image }),
      breadcrumbList(site.origin, breadcrumbTrail(study.client)),
    ]),
  ];
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const [found, all] = await Promise.all([loadCaseStudy(context, params.slug), loadCaseStudies(context)]);
  if (!found) throw data(null, { status: 404 });
  // A slug the study had before it was renamed: its address now (permanently).
  if ("redirectTo" in found) throw redirect(found.redirectTo, 301);
  const { study } = found;
  const others = all
    .filter((other) => other.slug !== study.slug)
    .map((other) => ({ title: other.title, category: other.category, href: caseStudyPath(other) }));
  return { study, others };
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, others } = loaderData;
  const facts = [
    { label: "Client", value: study.client, icon: Building },
    { label: "Location", value: study.location, icon: MapPin },
    { label: "Industry", value: study.industry, icon: Factory },
    { label: "Duration", value: study.duration, icon: CalendarClock },
  ];
  return (
    <>
      <PageHeader title={study.title} subtitle={study.description}>
        <p className="mt-6">
          <span className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25">
            {study.category}
          </span>
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
            {breadcrumbTrail(study.client).map((crumb, index) => (
              <Fragment key={crumb.to ?? crumb.label}>
                {index > 0 ? <li aria-hidden="true">/</li> : null}
                {crumb.to ? (
                  <li>
                    <Link to={crumb.to} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                      {crumb.label}
                    </Link>
                  </li>
                ) : (
                  <li aria-current="page" className="font-semibold text-slate-800 dark:text-slate-200">
                    {crumb.label}
                  </li>
                )}
              </Fragment>
            ))}
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem] lg:gap-14">
          <article className="min-w-0">
            <img
              src={study.image}
              alt={study.imageAlt}
              width={CASE_STUDY_IMAGE_SIZE.width}
              height={CASE_STUDY_IMAGE_SIZE.height}
              fetchPriority="high"
              decoding="async"
              className="aspect-[16/10] h-auto w-full rounded-3xl bg-brand-50 object-cover dark:bg-brand-950"
            />

            <section aria-labelledby="challenge" className="mt-12">
              <h2 id="challenge" className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
                The challenge
              </h2>
              {study.challenge.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
                  {paragraph}
                </p>
              ))}
            </section>

            <section aria-labelledby="approach" className="mt-12">
              <h2 id="approach" className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
                Our approach
              </h2>
              <ol className="mt-6 space-y-5">
                {study.approach.map((step, index) => (
                  <li key={step.title} className="flex gap-4 rounded-3xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white dark:bg-brand-500 dark:text-slate-950">
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="text-lg font-bold text-slate-900 dark:text-white">{step.title}</h3>
                      <p className="mt-1 text-slate-600 dark:text-slate-300">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="results" className="mt-12">
              <h2 id="results" className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
                The results
              </h2>
              <dl className="mt-6 grid gap-4 sm:grid-cols-2">
                {study.results.map((result) => (
                  <div
                    key={result.label}
                    data-result
                    className="flex flex-col rounded-3xl bg-gradient-to-br from-brand-600 to-fuchsia-700 p-6 text-white"
                  >
                    <dt className="order-2 mt-1 text-brand-50">{result.label}</dt>
                    <dd className="order-1 text-4xl font-extrabold tracking-tight">{result.figure}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{study.outcome}</p>
            </section>

            <figure className="relative mt-12 rounded-3xl bg-slate-50 p-8 dark:bg-slate-900">
              <Quote aria-hidden="true" className="size-10 text-brand-300 dark:text-brand-500/60" />
              <blockquote className="mt-4 text-xl leading-relaxed font-semibold text-slate-800 dark:text-slate-100">
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-5 text-slate-600 dark:text-slate-400">
                <span className="font-bold text-slate-900 dark:text-white">{study.quote.name}</span>, {study.quote.position}
              </figcaption>
            </figure>
          </article>

          <aside aria-label="Project facts" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-3xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h2 className="text-lg font-bold text-slate-900 dark:text-white">At a glance</h2>
              <dl className="mt-5 space-y-4">
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
                      <fact.icon className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                      {fact.label}
                    </dt>
                    <dd className="mt-0.5 pl-6 font-semibold text-slate-900 dark:text-white">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-6 text-sm text-slate-500 dark:text-slate-400">Services</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {study.services.map((service) => (
                  <li key={service} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
                    {service}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-3xl bg-brand-950 p-6 text-white">
              <h2 className="text-lg font-bold">Facing a similar challenge?</h2>
              <p className="mt-2 text-brand-100">Tell us about it. The first consultation is free.</p>
              <ButtonLink to="/contact" variant="accent" className="mt-5 w-full">
                Get Started
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          </aside>
        </div>

        <nav aria-labelledby="more-case-studies" className="mt-16 border-t border-slate-200 pt-12 dark:border-slate-800">
          <h2 id="more-case-studies" className="text-2xl font-bold text-slate-900 dark:text-white">
            More case studies
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.href}>
                <Link
                  to={other.href}
                  className="group flex h-full items-center justify-between gap-4 rounded-3xl border border-slate-200 p-6 transition hover:border-brand-400 hover:shadow-md dark:border-slate-800 dark:hover:border-brand-400"
                >
                  <span>
                    <span className="block text-xs font-bold tracking-widest text-fuchsia-700 uppercase dark:text-fuchsia-300">
                      {other.category}
                    </span>
                    <span className="mt-1 block font-bold text-slate-900 dark:text-white">{other.title}</span>
                  </span>
                  <ArrowRight className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1 dark:text-brand-300" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/case-studies"
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All case studies
          </Link>
        </nav>
      </div>
    </>
  );
}
