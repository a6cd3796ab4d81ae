import { Quote, Star } from "lucide-react";
import type { Testimonial } from "#app/content/services/types.ts";

/** A client's words with their rating, shown as stars with a spoken equivalent. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between">
        <p role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="flex gap-0.5 text-accent-400">
          {Array.from({ length: 5 }, (_, index) => (
            <Star
              key={index}
              className="size-5"
              fill={index < testimonial.rating ? "currentColor" : "none"}
              aria-hidden="true"
            />
          ))}
        </p>
        <Quote className="size-8 text-brand-200 dark:text-brand-800" aria-hidden="true" />
      </div>
      <blockquote className="mt-5 flex-1 text-slate-700 dark:text-slate-200">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-600 text-sm font-bold text-white"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-bold text-slate-900 dark:text-white">{testimonial.name}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function initials(name: string) {
  return name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}
