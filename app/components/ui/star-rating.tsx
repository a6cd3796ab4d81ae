import Star from "lucide-react/icons/star";
import { cn } from "#app/lib/cn.ts";

/** A rating shown as stars, read out as "Rated 5 out of 5". */
export function StarRating({ rating, max, className }: { rating: number; max: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${max}`} data-rating={rating} className={cn("flex gap-0.5", className)}>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            "size-5",
            index < rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-300 dark:fill-slate-700 dark:text-slate-600",
          )}
        />
      ))}
    </div>
  );
}
