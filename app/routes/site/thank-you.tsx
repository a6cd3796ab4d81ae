import ArrowLeft from "lucide-react/icons/arrow-left";
import CircleCheck from "lucide-react/icons/circle-check";
import Mail from "lucide-react/icons/mail";
import MessageSquareText from "lucide-react/icons/message-square-text";
import Search from "lucide-react/icons/search";
import Send from "lucide-react/icons/send";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { thankYou } from "#app/content/thank-you.ts";
import { useCompany } from "#app/lib/company.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteIdentity = siteFrom(matches);
  return pageMeta({
    title: `Thank You - ${siteIdentity.brand}`,
    exactTitle: true,
    description: thankYou.description,
    path: "/thank-you",
    site: siteIdentity,
    noindex: true,
  });
};

const STEP_ICONS = [Mail, Search, MessageSquareText];

export default function ThankYouPage() {
  const company = useCompany();
  return (
    <section className="relative isolate overflow-hidden px-4 py-20 sm:px-6 sm:py-28">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-950/60" />
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-500/10">
          <CircleCheck className="size-10" aria-hidden="true" />
        </span>
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{thankYou.title}</h1>
        <p className="mt-5 text-lg text-slate-600 dark:text-slate-300">{thankYou.message}</p>

        <div className="mt-12 rounded-3xl border border-slate-200 bg-white p-6 text-left shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-xl font-bold text-slate-900 dark:text-white">{thankYou.nextHeading}</h2>
          <ol className="mt-6 space-y-5" data-next-steps>
            {thankYou.nextSteps(company.responseTime).map((step, index) => {
              const Icon = STEP_ICONS[index] ?? CircleCheck;
              return (
                <li key={step} className="flex items-center gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-slate-700 dark:text-slate-200">{step}</span>
                </li>
              );
            })}
          </ol>
        </div>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {thankYou.returnHomeLabel}
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg">
            <Send className="size-4" aria-hidden="true" />
            {thankYou.sendAnotherLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
