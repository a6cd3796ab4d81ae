import { Quote } from "lucide-react";
import type { Testimonial } from "#app/content/testimonials.ts";
import { StarRating } from "./star-rating.tsx";

interface TestimonialCardProps {
  testimonial: Testimonial;
  maxRating: number;
  avatarSize: { width: number; height: number };
}

/** One client's words: rating, quote, illustrated portrait, name and position. */
export function TestimonialCard({ testimonial, maxRating, avatarSize }: TestimonialCardProps) {
  return (
    <figure
      data-testimonial
      className="relative flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-brand-100 dark:text-brand-500/25" />
      <StarRating rating={testimonial.rating} max={maxRating} />
      <blockquote className="mt-5 flex-1 text-slate-700 dark:text-slate-200">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5 dark:border-slate-800">
        <img
          src={testimonial.image}
          alt=""
          width={avatarSize.width}
          height={avatarSize.height}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-full bg-brand-50 dark:bg-brand-950"
        />
        <span>
          <span className="block font-bold text-slate-900 dark:text-white">{testimonial.name}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
