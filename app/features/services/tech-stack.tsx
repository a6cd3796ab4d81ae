import type { TechGroup } from "#app/content/services/digital-branding/web-development.ts";

/** Technologies grouped by layer, as chips. */
export function TechStack({ groups }: { groups: TechGroup[] }) {
  return (
    <div data-reveal className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <section
          key={group.name}
          aria-label={group.name}
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 className="text-lg font-bold text-slate-900 dark:text-white">{group.name}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li
                key={item}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-200"
              >
                {item}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
