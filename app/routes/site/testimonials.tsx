import ArrowRight from "lucide-react/icons/arrow-right";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { AVATAR_SIZE, MAX_RATING, testimonialsMeta } from "#app/content/testimonials.ts";
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx";
import { useCompany } from "#app/lib/company.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { loadTestimonials } from "#app/lib/site-content.server.ts";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: testimonialsMeta.title,
    description: testimonialsMeta.description,
    path: "/testimonials",
    site: siteFrom(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  // The card shows the photo as decoration (alt ""): its alt text is not sent.
  const testimonials = (await loadTestimonials(context)).map(({ imageAlt: _alt, ...testimonial }) => testimonial);
  return { testimonials };
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  const company = useCompany();
  const average = testimonials.length === 0 ? 0 : testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0) / testimonials.length;
  return (
    <>
      <PageHeader title={testimonialsMeta.title} subtitle={testimonialsMeta.subtitle} />
      <section aria-labelledby="testimonials-list" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
          <h2 id="testimonials-list" className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
            In our clients' words
          </h2>
          <p className="text-slate-600 dark:text-slate-300">
            Average rating{" "}
            <strong className="text-slate-900 dark:text-white">
              {average.toFixed(1)} out of {MAX_RATING}
            </strong>{" "}
            from {testimonials.length} reviews
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} maxRating={MAX_RATING} avatarSize={AVATAR_SIZE} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4 rounded-3xl bg-slate-50 p-8 text-center sm:p-10 dark:bg-slate-900">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Want results like these?</h2>
          <p className="max-w-xl text-slate-600 dark:text-slate-300">
            Tell us about your business and goals. We'll reply within {company.responseTime} with ideas and an honest estimate.
          </p>
          <ButtonLink to="/contact" size="lg">
            Start Your Project
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
