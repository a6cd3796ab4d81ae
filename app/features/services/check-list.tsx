import CircleCheck from "lucide-react/icons/circle-check";
import { cn } from "#app/lib/cn.ts";

/** A list of short benefits or points, each with a check mark. */
export function CheckList({ items, className, label }: { items: string[]; className?: string; label?: string }) {
  return (
    <ul aria-label={label} className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
