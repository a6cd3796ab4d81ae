import ArrowRight from "lucide-react/icons/arrow-right";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#contracts/icon-names.ts";
import type { ServiceCategory } from "#app/content/services/types.ts";
import { CheckList } from "./check-list.tsx";

/** One category on the services overview: icon, name, summary, its services and 'Explore Services'. */
export function CategoryCard({ category, icon }: { category: ServiceCategory; icon: IconName }) {
  const headingId = `category-${category.slug}`;
  return (
    <article className="group flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-xl dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 text-white shadow-md shadow-brand-600/20">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 id={headingId} className="mt-6 text-xl font-bold text-slate-900 dark:text-white">
        {category.name}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{category.summary}</p>
      <CheckList
        items={category.services}
        label={`${category.name} services`}
        className="mt-5 mb-8 text-sm text-slate-700 dark:text-slate-200"
      />
      <ButtonLink
        to={`/services/${category.slug}`}
        variant="secondary"
        className="mt-auto self-start"
        aria-describedby={headingId}
        prefetch="intent"
      >
        Explore Services
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </ButtonLink>
    </article>
  );
}
