import ChevronDown from "lucide-react/icons/chevron-down";
import type { SyntheticEvent } from "react";
import type { FaqEntry } from "#app/content/faq.ts";

interface FaqAccordionProps {
  entries: FaqEntry[];
  /** Accordions sharing a name act as one: opening a question anywhere closes the others. */
  name: string;
}

/**
 * Questions as native disclosures (<details>), so they open and close without JavaScript.
 * At most one is open (SPEC §4): the shared `name` makes browsers enforce it, and the toggle
 * handler does the same where `name` is not supported. Clicking the open question closes it.
 */
export function FaqAccordion({ entries, name }: FaqAccordionProps) {
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>("details[data-faq-item][open]")) {
      if (other !== opened && other.dataset.faqGroup === name) other.open = false;
    }
  };

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-3xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {entries.map((entry) => (
        <details key={entry.question} name={name} data-faq-item data-faq-group={name} onToggle={closeOthers} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 sm:px-6 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 dark:text-brand-300"
            />
          </summary>
          <div className="px-5 pb-6 text-slate-600 sm:px-6 dark:text-slate-300">
            <p>{entry.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
