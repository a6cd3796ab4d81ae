import { ArrowRight, ChevronDown, Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useLayoutEffect, useState } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { type ServiceOffering, SERVICE_OFFERING_IMAGE_SIZE } from "#app/content/service-offerings.ts";
import { cn } from "#app/lib/cn.ts";
import { usePageHidden, usePrefersReducedMotion } from "./use-media.ts";
import { islandProps } from "#app/lib/page-script.ts";

export interface HomeHeroProps {
  eyebrow: string;
  headline: string;
  description: string;
  offerings: ServiceOffering[];
  /** How long each service is featured (SPEC §9: 5000 ms). */
  intervalMs: number;
  labels: { featured: string; explore: string; getStarted: string; scrollHint: string };
  /** Where the 'SCROLL DOWN' hint leads. */
  scrollTarget: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The home page's hero: the page's headline and, beside it, the featured service, which advances
 * every `intervalMs` and wraps around (SPEC §4). Rotation pauses while the tab is hidden, while the
 * pointer is over the carousel or a keyboard user is inside it, for visitors who prefer reduced
 * motion, and with the pause button (WCAG 2.2.2). Without JavaScript the first service is shown.
 */
export function HomeHero({ eyebrow, headline, description, offerings, intervalMs, labels, scrollTarget }: HomeHeroProps) {
  const count = offerings.length;
  const [index, setIndex] = useState(0);
  /** The visitor's own choice with the pause/play button; until then reduced motion decides. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [interacted, setInteracted] = useState(false);
  /** Bumped when the visitor picks a service, so the next automatic step is a full interval away. */
  const [manualChanges, setManualChanges] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const pageHidden = usePageHidden();

  const playing = !(userPaused ?? reducedMotion);
  const rotating = playing && !pageHidden && !hovered && !keyboardInside;

  // A layout effect: the timer starts and stops in the same task as the render that decides it.
  useLayoutEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, count, manualChanges]);

  // Warm the cache with the next illustration so the change is instant.
  useEffect(() => {
    const next = offerings[(index + 1) % count];
    if (next) new Image().src = next.image;
  }, [index, count, offerings]);

  const current = offerings[index]!;
  // The first paint shows the first service at once (it is the largest paint); later changes fade in.
  const [changed, setChanged] = useState(false);
  if (index !== 0 && !changed) setChanged(true);
  const show = (next: number) => {
    setInteracted(true);
    setManualChanges((changes) => changes + 1);
    setIndex((next + count) % count);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.matches(":focus-visible")) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  return (
    <section aria-labelledby="home-hero-heading" className="relative isolate overflow-hidden bg-brand-950 text-white" {...islandProps("visible")}>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px]" />
        <div className="absolute -top-40 -right-32 size-[36rem] rounded-full bg-brand-500/30 blur-3xl" />
        <div className="absolute -bottom-48 -left-24 size-[30rem] rounded-full bg-fuchsia-600/25 blur-3xl" />
        <div className="absolute right-1/4 bottom-0 size-72 rounded-full bg-accent-400/15 blur-3xl" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-8 sm:px-6 lg:grid-cols-[1.45fr_1fr] lg:gap-10 lg:pt-8 lg:pb-1">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-brand-100 ring-1 ring-white/15 sm:text-sm">
            <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
            {eyebrow}
          </p>
          <h1
            id="home-hero-heading"
            className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl xl:text-[3.25rem]"
          >
            {headline}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100">{description}</p>

          <div
            role="region"
            aria-roledescription="carousel"
            aria-label="Our services"
            className="mt-7 rounded-3xl bg-white/[0.06] p-5 ring-1 ring-white/15 backdrop-blur-sm"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={onFocus}
            onBlur={onBlur}
          >
            <div aria-live={interacted && !rotating ? "polite" : "off"} className="grid">
              {offerings.map((offering, slideIndex) => {
                const active = slideIndex === index;
                return (
                  <div
                    key={offering.title}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${slideIndex + 1} of ${count}`}
                    data-hero-slide
                    data-active={active ? "true" : "false"}
                    className={cn("[grid-area:1/1]", active ? "visible" : "invisible")}
                  >
                    <p className="text-xs font-bold tracking-widest text-accent-300 uppercase">
                      {labels.featured} · {pad(slideIndex + 1)} / {pad(count)}
                    </p>
                    <h2 className={cn("mt-2 text-2xl font-bold sm:text-3xl", active && changed && "motion-safe:animate-fade-in-up")}>
                      {offering.title}
                    </h2>
                    <p className="mt-2 text-base leading-relaxed text-pretty text-brand-100">{offering.description}</p>
                    <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                      <ButtonLink to={offering.link} variant="accent" size="lg">
                        {labels.explore}
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </ButtonLink>
                      <ButtonLink to="/contact" variant="onDark" size="lg">
                        {labels.getStarted}
                      </ButtonLink>
                    </div>
                  </div>
                );
              })}
            </div>

            <div className="mt-4 flex items-center gap-3 border-t border-white/10 pt-3">
              <button
                type="button"
                onClick={() => setUserPaused(playing)}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20"
                aria-label={playing ? "Pause the service slideshow" : "Play the service slideshow"}
              >
                {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
              </button>
              <ul className="flex flex-wrap items-center">
                {offerings.map((offering, slideIndex) => (
                  <li key={offering.title}>
                    <button
                      type="button"
                      onClick={() => show(slideIndex)}
                      aria-label={`Show ${offering.title}`}
                      aria-current={slideIndex === index ? "true" : undefined}
                      className="group inline-flex size-7 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          "block h-2 rounded-full transition-all",
                          slideIndex === index ? "w-6 bg-accent-400" : "w-2 bg-white/40 group-hover:bg-white/70",
                        )}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none">
          <div aria-hidden="true" className="absolute inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-500/40 to-fuchsia-500/30 blur-2xl" />
          <img
            key={current.image}
            src={current.image}
            alt={current.imageAlt}
            width={SERVICE_OFFERING_IMAGE_SIZE.width}
            height={SERVICE_OFFERING_IMAGE_SIZE.height}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
            className={cn("h-auto w-full", changed && "motion-safe:animate-fade-in-up")}
          />
        </div>
      </div>

      <a
        href={scrollTarget}
        className="group mx-auto mb-3 flex w-fit flex-col items-center gap-1 rounded-full px-4 py-2 text-xs font-bold tracking-[0.25em] text-brand-100 hover:text-white"
      >
        {labels.scrollHint}
        <ChevronDown className="size-5 transition-transform group-hover:translate-y-1" aria-hidden="true" />
      </a>
    </section>
  );
}
