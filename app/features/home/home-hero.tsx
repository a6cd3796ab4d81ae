import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { type ServiceOffering, SERVICE_OFFERING_IMAGE_SIZE } from "#app/content/service-offerings.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { heroRotationScript, startHeroRotation } from "./hero-rotation.ts";

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
const PAUSE_LABEL = "Pause the service slideshow";
const PLAY_LABEL = "Play the service slideshow";
/** Fades in the service and illustration that just took the stage (not the first paint: it is the largest). */
const HERO_CHANGE_CLASS = "motion-safe:animate-fade-in-up";

/**
 * The home page's hero: the page's headline and, beside it, the featured service, which advances
 * every `intervalMs` and wraps around (SPEC §4). Rotation pauses while the tab is hidden, while the
 * pointer is over the carousel or a keyboard user is inside it, for visitors who prefer reduced
 * motion, and with the pause button (WCAG 2.2.2). Without JavaScript the first service is shown.
 * The slideshow is plain DOM code run by an inline script (./hero-rotation.ts), so the home page
 * needs no React for it; this component renders the first service and never re-renders.
 */
export function HomeHero({ eyebrow, headline, description, offerings, intervalMs, labels, scrollTarget }: HomeHeroProps) {
  const count = offerings.length;
  const nonce = useNonce();
  const sectionRef = useRef<HTMLElement>(null);
  // After a client-side navigation React inserts the inline script without running it: start here.
  useEffect(() => {
    if (sectionRef.current) startHeroRotation(sectionRef.current, HERO_CHANGE_CLASS);
  }, []);
  const first = offerings[0]!;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="home-hero-heading"
      className="group/hero relative isolate overflow-hidden bg-brand-950 text-white"
      data-hero
      data-hero-interval={intervalMs}
      suppressHydrationWarning
    >
      {/*
        The glows are radial gradients on layers the size of the hero, not blurred discs: a disc held to
        the hero's bottom moved each time more of the page arrived (a layout shift), and a blur is the
        costliest thing a phone draws (docs/decisions/069).
      */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px]" />
        <div className="absolute inset-0 bg-radial-[circle_at_calc(100%-10rem)_8rem] from-brand-500/30 from-[10rem] to-transparent to-[26rem]" />
        <div className="absolute inset-0 bg-radial-[circle_at_9rem_calc(100%-3rem)] from-fuchsia-600/25 from-[7rem] to-transparent to-[23rem]" />
        <div className="absolute inset-0 bg-radial-[circle_at_calc(75%-9rem)_calc(100%-9rem)] from-accent-400/15 from-[1rem] to-transparent to-[17rem]" />
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
            data-hero-carousel
          >
            <div aria-live="off" data-hero-live className="grid" suppressHydrationWarning>
              {offerings.map((offering, slideIndex) => {
                const active = slideIndex === 0;
                return (
                  <div
                    key={offering.title}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${slideIndex + 1} of ${count}`}
                    data-hero-slide
                    data-active={active ? "true" : "false"}
                    className="[grid-area:1/1] data-[active=false]:invisible"
                    suppressHydrationWarning
                  >
                    <p className="text-xs font-bold tracking-widest text-accent-300 uppercase">
                      {labels.featured} · {pad(slideIndex + 1)} / {pad(count)}
                    </p>
                    <h2 className="mt-2 text-2xl font-bold sm:text-3xl">
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

            {/* The controls need the slideshow's script: without JavaScript the first service shows and they are hidden. */}
            <div className="mt-4 hidden items-center gap-3 border-t border-white/10 pt-3 [.js_&]:flex">
              <button
                type="button"
                data-hero-toggle
                data-label-pause={PAUSE_LABEL}
                data-label-play={PLAY_LABEL}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20"
                aria-label={PAUSE_LABEL}
                suppressHydrationWarning
              >
                <Pause className="size-4 group-data-[paused]/hero:hidden" aria-hidden="true" />
                <Play className="hidden size-4 group-data-[paused]/hero:block" aria-hidden="true" />
              </button>
              <ul className="flex flex-wrap items-center">
                {offerings.map((offering, slideIndex) => (
                  // A flex box, so the item is its button's height even while the button's markup is still arriving.
                  <li key={offering.title} className="flex">
                    <button
                      type="button"
                      data-hero-show={slideIndex}
                      aria-label={`Show ${offering.title}`}
                      aria-current={slideIndex === 0 ? "true" : undefined}
                      className="group inline-flex size-7 items-center justify-center rounded-full"
                      suppressHydrationWarning
                    >
                      <span
                        aria-hidden="true"
                        className="block h-2 w-2 rounded-full bg-white/40 transition-all group-hover:bg-white/70 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-accent-400!"
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
            data-hero-image
            // The first picture is in `src` alone: it may be a data: URL of several KB (hero-rotation.ts).
            data-hero-images={JSON.stringify(offerings.map((offering, index) => [index === 0 ? "" : offering.image, offering.imageAlt]))}
            src={first.image}
            alt={first.imageAlt}
            width={SERVICE_OFFERING_IMAGE_SIZE.width}
            height={SERVICE_OFFERING_IMAGE_SIZE.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
            suppressHydrationWarning
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
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: heroRotationScript(HERO_CHANGE_CLASS) }} suppressHydrationWarning />
    </section>
  );
}
