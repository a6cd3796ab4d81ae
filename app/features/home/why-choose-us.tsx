import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#contracts/icon-names.ts";
import { SectionHeading } from "#app/components/layout/section.tsx";

interface WhyChooseUsProps {
  id: string;
  heading: string;
  intro: string;
  experience: { value: string; label: string };
  experienceNote: string;
  points: Array<{ title: string; description: string; icon: IconName }>;
}

/** 'Why Choose Us': the years of experience and the four reasons (SPEC §2). */
export function WhyChooseUs({ id, heading, intro, experience, experienceNote, points }: WhyChooseUsProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:items-center">
        <div data-reveal>
          <SectionHeading id={`${id}-heading`} title={heading} intro={intro} align="start" eyebrow="Our promise" />
          <div className="mt-8 inline-flex items-center gap-5 rounded-3xl bg-gradient-to-br from-brand-600 to-fuchsia-700 p-6 text-white shadow-lg shadow-brand-900/20">
            <p className="flex flex-col" data-experience>
              <span className="text-5xl font-extrabold tracking-tight">{experience.value}</span>{" "}
              <span className="text-lg font-bold">{experience.label}</span>
            </p>
            <p className="max-w-40 border-l border-white/30 pl-5 text-sm text-brand-50">{experienceNote}</p>
          </div>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2" data-reveal>
          {points.map((point) => (
            <li
              key={point.title}
              data-why-point
              className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                <Icon name={point.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{point.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
