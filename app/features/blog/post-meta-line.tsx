import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import UserRound from "lucide-react/icons/user-round";
import { cn } from "#app/lib/cn.ts";
import { formatPostDate } from "#app/lib/dates.ts";

/** Author (optional), date in long US format and read time, with icons. */
export function PostMetaLine({
  author,
  date,
  readTime,
  className,
}: {
  author?: string;
  date: string;
  readTime: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm", className)}>
      {author ? (
        <li className="inline-flex items-center gap-1.5">
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Author: </span>
          {author}
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {readTime}
      </li>
    </ul>
  );
}
