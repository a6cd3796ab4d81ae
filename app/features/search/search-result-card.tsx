import { Link } from "react-router";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { formatPostDate } from "#app/lib/dates.ts";
import { SEARCH_RESULT_KIND_LABELS, type SearchResultKind, type SnippetPart } from "#contracts/search-constants.ts";

const KIND_TONES: Record<SearchResultKind, BadgeTone> = { service: "indigo", post: "blue", "case-study": "green", portfolio: "amber" };

export interface SearchResultCardProps {
  kind: SearchResultKind;
  title: string;
  url: string;
  date: string | null;
  snippetParts: SnippetPart[];
}

/** One result: what it is, its title as the link, the words found highlighted in its snippet (React escapes every part). */
export function SearchResultCard({ kind, title, url, date, snippetParts }: SearchResultCardProps) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/60">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <Badge tone={KIND_TONES[kind]} className="normal-case">
          {SEARCH_RESULT_KIND_LABELS[kind]}
        </Badge>
        {date ? <time dateTime={date}>{formatPostDate(date)}</time> : null}
      </div>
      <h3 className="mt-2 text-lg font-bold text-slate-900 sm:text-xl dark:text-white">
        <Link to={url} className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-300">
          {title}
        </Link>
      </h3>
      {snippetParts.length > 0 ? (
        <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
          {snippetParts.map((part, index) =>
            part.mark ? (
              <mark key={index} className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-amber-100">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </article>
  );
}
