import ArrowRight from "lucide-react/icons/arrow-right";
import MessageCircleQuestionMark from "lucide-react/icons/message-circle-question-mark";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { faqMeta } from "#app/content/faq.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { useCompany } from "#app/lib/company.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { structuredData } from "#app/lib/structured-data.ts";
import { loadFaq } from "#app/lib/site-content.server.ts";
import type { Route } from "./+types/faq";

/** Every question and answer, for search engines (schema.org FAQPage): built from the page's own data, so it adds nothing to it. */
function faqPageJsonLd(groups: Array<{ entries: Array<{ question: string; answer: string }> }>) {
  return {
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({ title: faqMeta.title, description: faqMeta.description, path: "/faq", site: siteFrom(matches) }),
  ...(loaderData ? [structuredData([faqPageJsonLd(loaderData.groups)])] : []),
];

export async function loader({ context }: Route.LoaderArgs) {
  const { groups } = await loadFaq(context);
  return { groups };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const company = useCompany();
  return (
    <>
      <PageHeader title={faqMeta.title} subtitle={faqMeta.subtitle} />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="FAQ topics" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-bold tracking-widest text-slate-500 uppercase dark:text-slate-400">Topics</h2>
          <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-block rounded-full border border-slate-200 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-400 hover:text-brand-700 lg:rounded-xl lg:border-transparent lg:px-3 dark:border-slate-700 dark:text-slate-200 dark:hover:text-brand-200"
                >
                  {group.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="max-w-3xl space-y-14">
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-28">
              <h2 id={`${group.id}-heading`} className="mb-5 text-2xl font-bold text-slate-900 dark:text-white">
                {group.heading}
              </h2>
              <FaqAccordion entries={group.entries} name="faq" />
            </section>
          ))}

          <aside
            aria-labelledby="faq-more-questions"
            className="flex flex-col items-start gap-5 rounded-3xl bg-brand-950 p-8 text-white sm:flex-row sm:items-center"
          >
            <MessageCircleQuestionMark className="size-12 shrink-0 text-accent-300" aria-hidden="true" />
            <div className="flex-1">
              <h2 id="faq-more-questions" className="text-xl font-bold">
                Still have a question?
              </h2>
              <p className="mt-1 text-brand-100">
                Write to us or call {company.phone.display}. We reply within {company.responseTime}.
              </p>
            </div>
            <ButtonLink to="/contact" variant="accent">
              Contact Us
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </aside>
        </div>
      </div>
    </>
  );
}
