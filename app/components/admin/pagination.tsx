import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { pageCount } from "#contracts/pagination.ts";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Plural noun for the summary, e.g. "contacts". */
  noun: string;
}

const linkClass =
  "inline-flex items-center gap-1 rounded-full border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200";
const disabledClass = "pointer-events-none opacity-50";

/** "Showing 26–50 of 60 contacts" and Previous/Next links that keep the list's other filters in the URL. */
export function Pagination({ page, pageSize, total, noun }: PaginationProps) {
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  return (
    <nav aria-label="Pagination" className={`${total === 0 ? "" : "mt-4 "}flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300`}>
      {/* With nothing listed the screen's empty state says so: the count stays for screen readers only. */}
      <p aria-live="polite" className={total === 0 ? "sr-only" : undefined}>
        {total === 0 ? (
          `No ${noun}`
        ) : (
          <>
            Showing <span className="font-semibold text-slate-900 dark:text-white">{first.toLocaleString("en-IN")}</span>–
            <span className="font-semibold text-slate-900 dark:text-white">{last.toLocaleString("en-IN")}</span> of{" "}
            <span className="font-semibold text-slate-900 dark:text-white">{total.toLocaleString("en-IN")}</span> {noun}
          </>
        )}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Link
            to={hrefFor(page - 1)}
            className={cn(linkClass, page <= 1 && disabledClass)}
            aria-disabled={page <= 1 || undefined}
            tabIndex={page <= 1 ? -1 : undefined}
            rel="prev"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Link>
          <span className="px-1">
            Page {page} of {pages}
          </span>
          <Link
            to={hrefFor(page + 1)}
            className={cn(linkClass, page >= pages && disabledClass)}
            aria-disabled={page >= pages || undefined}
            tabIndex={page >= pages ? -1 : undefined}
            rel="next"
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </nav>
  );
}
