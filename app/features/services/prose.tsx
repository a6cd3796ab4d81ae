import { SectionHeading } from "#app/components/layout/section.tsx";

/** A short, centred text section: a heading and a few paragraphs. */
export function Prose({ id, title, paragraphs }: { id: string; title: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div data-reveal>
          <SectionHeading id={id} title={title} />
        </div>
        <div data-reveal className="mt-8 space-y-5 text-center text-lg text-pretty text-slate-600 dark:text-slate-300">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
