import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#contracts/icon-names.ts";
import { SectionHeading } from "#app/components/layout/section.tsx";

interface WhatWeOfferProps {
  id: string;
  heading: string;
  intro: string;
  cards: Array<{ title: string; description: string; icon: IconName; link: string }>;
  exploreAllLabel: string;
}

/** 'What We Offer': four service cards and 'Explore All Services' (SPEC §2). */
export function WhatWeOffer({ id, heading, intro, cards, exploreAllLabel }: WhatWeOfferProps) {
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/60">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div data-reveal>
          <SectionHeading id={id} title={heading} intro={intro} eyebrow="Services" />
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-reveal>
          {cards.map((card) => (
            <li
              key={card.title}
              data-offer-card
              className="group relative flex flex-col rounded-3xl border has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 text-white">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-slate-900 dark:text-white">
                <Link to={card.link} className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none">
                  {card.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{card.description}</p>
              <span
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 dark:text-brand-300"
              >
                Learn more
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to="/services" size="lg">
            {exploreAllLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
