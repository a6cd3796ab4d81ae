import Quote from "lucide-react/icons/quote";
import { StarRating } from "./star-rating.tsx";

interface TestimonialCardProps {
  testimonial: {
    name: string;
    position: string;
    quote: string;
    rating: number;
    /** An illustrated portrait; without one, the initials stand in. */
    image?: string;
  };
  maxRating?: number;
  avatarSize?: { width: number; height: number };
}

/** One client's words: rating, quote, portrait (or initials), name and position. */
export function TestimonialCard({ testimonial, maxRating = 5, avatarSize = { width: 160, height: 160 } }: TestimonialCardProps) {
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
        {testimonial.image ? (
          <img
            src={testimonial.image}
            alt=""
            width={avatarSize.width}
            height={avatarSize.height}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full bg-brand-50 dark:bg-brand-950"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-600 font-bold text-white"
          >
            {initials(testimonial.name)}
          </span>
        )}
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
