import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeCheck from "lucide-react/icons/badge-check";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { HomeImage } from "#app/content/home.ts";
import { SectionHeading } from "#app/components/layout/section.tsx";

interface GrowthSectionProps {
  id: string;
  heading: string;
  intro: string;
  stats: Array<{ number: string; label: string; description: string }>;
  badge: { title: string; text: string };
  ctaLabel: string;
  image: HomeImage;
}

/** 'Drive Your Business Growth': three statistics, the trust badge and 'Start Growing Today' (SPEC §2, §9). */
export function GrowthSection({ id, heading, intro, stats, badge, ctaLabel, image }: GrowthSectionProps) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-brand-950 py-20 text-white sm:py-24">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-radial-[circle_at_calc(100%/3+14rem)_6rem] from-brand-600/30 from-[6rem] to-transparent to-[22rem]" />
        <div className="absolute inset-0 bg-radial-[circle_at_calc(100%-5rem)_calc(100%-10rem)] from-fuchsia-600/25 from-[2rem] to-transparent to-[18rem]" />
      </div>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div data-reveal>
          <SectionHeading id={id} title={heading} intro={intro} align="start" eyebrow="Growth" onDark />
          <dl className="mt-10 grid gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} data-stat className="flex flex-col rounded-2xl bg-white/[0.07] p-5 ring-1 ring-white/15">
                <dt className="order-2 mt-1 font-bold">{stat.label}</dt>
                <dd className="order-1 text-4xl font-extrabold tracking-tight text-accent-300">{stat.number}</dd>
                <dd className="order-3 mt-1 text-sm text-brand-100">{stat.description}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink to="/contact" variant="accent" size="lg" className="mt-10">
            {ctaLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        <div className="relative mx-auto w-full max-w-lg" data-reveal>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <div className="absolute bottom-4 left-2 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-slate-900 shadow-xl sm:-left-6 sm:bottom-8">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <BadgeCheck className="size-6" aria-hidden="true" />
            </span>
            <p className="flex flex-col">
              <span className="font-bold">{badge.title}</span>{" "}
              <span className="text-sm text-slate-600">{badge.text}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
