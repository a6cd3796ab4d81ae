/**
 * The home hero's slideshow, as plain DOM code (docs/decisions/027): it runs from an inline script the
 * moment the hero is parsed, so the home page needs no React to rotate, show a service on request or
 * pause, and the framework loads only when a visitor reaches a real island. React renders the markup
 * once and never re-renders it; after a client-side navigation to the home page it starts the same
 * function from an effect. Without JavaScript the first service shows and the controls are hidden.
 *
 * The function is sent as its own source text: it must not use anything from outside it.
 *
 * Markup it works on (app/features/home/home-hero.tsx):
 * - `[data-hero]` the section, `data-hero-interval` the milliseconds per service (SPEC §4: 5000);
 * - `[data-hero-carousel]` the region whose hover or keyboard focus pauses the rotation;
 * - `[data-hero-slide]` one per service, `data-active` on the one shown;
 * - `[data-hero-show="n"]` the dots, `aria-current` on the current one;
 * - `[data-hero-toggle]` the pause/play button (its labels in `data-label-pause`/`data-label-play`);
 * - `[data-hero-image]` the illustration, every service's `[src, alt]` in `data-hero-images` (an empty
 *   src: the one the image was sent with, often a data: URL too long to send twice);
 * - `[data-hero-live]` the polite live region once the visitor has taken control.
 * The section gets `data-paused` while the slideshow is stopped by the visitor or by reduced motion.
 */
export function startHeroRotation(section: HTMLElement, changeClass: string): void {
  if (section.dataset.heroStarted) return;
  section.dataset.heroStarted = "true";

  const slides = Array.from(section.querySelectorAll<HTMLElement>("[data-hero-slide]"));
  const dots = Array.from(section.querySelectorAll<HTMLElement>("[data-hero-show]"));
  const toggle = section.querySelector<HTMLElement>("[data-hero-toggle]");
  const carousel = section.querySelector<HTMLElement>("[data-hero-carousel]");
  const image = section.querySelector<HTMLImageElement>("[data-hero-image]");
  const live = section.querySelector<HTMLElement>("[data-hero-live]");
  const images: Array<[string, string]> = JSON.parse(image?.dataset.heroImages || "[]");
  const sentWith = image?.getAttribute("src") ?? "";
  for (const entry of images) if (!entry[0]) entry[0] = sentWith;
  const intervalMs = Number(section.dataset.heroInterval) || 5000;
  const count = slides.length;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

  let index = Math.max(0, slides.findIndex((slide) => slide.dataset.active === "true"));
  /** The visitor's own choice with the pause/play button; until then reduced motion decides. */
  let userPaused: boolean | null = null;
  let hovered = false;
  let keyboardInside = false;
  let interacted = false;
  let timer: number | undefined;

  const playing = () => !(userPaused ?? reducedMotion.matches);
  const rotating = () => playing() && document.visibilityState !== "hidden" && !hovered && !keyboardInside;

  const restartChangeAnimation = (element: Element | null | undefined) => {
    if (!element) return;
    element.classList.remove(changeClass);
    void (element as HTMLElement).offsetWidth;
    element.classList.add(changeClass);
  };

  const show = (next: number) => {
    const previous = index;
    index = (next + count) % count;
    if (index === previous) return;
    slides.forEach((slide, slideIndex) => {
      slide.dataset.active = slideIndex === index ? "true" : "false";
      if (slideIndex !== index) slide.querySelector("h2")?.classList.remove(changeClass);
    });
    restartChangeAnimation(slides[index]?.querySelector("h2"));
    dots.forEach((dot, dotIndex) => (dotIndex === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    const current = images[index];
    if (image && current) {
      image.src = current[0];
      image.alt = current[1];
      image.removeAttribute("fetchpriority");
      restartChangeAnimation(image);
    }
    // Warm the cache with the next illustration so the change is instant.
    const following = images[(index + 1) % count];
    if (following) new Image().src = following[0];
  };

  /** Applies the state to the controls and (re)starts the timer, so the next step is a full interval away. */
  const update = () => {
    if (!section.isConnected) return stop();
    const isPlaying = playing();
    section.toggleAttribute("data-paused", !isPlaying);
    if (toggle) toggle.setAttribute("aria-label", (isPlaying ? toggle.dataset.labelPause : toggle.dataset.labelPlay) || "");
    if (live) live.setAttribute("aria-live", interacted && !rotating() ? "polite" : "off");
    window.clearInterval(timer);
    timer = undefined;
    if (rotating() && count > 1) {
      timer = window.setInterval(() => (section.isConnected ? show(index + 1) : stop()), intervalMs);
    }
  };

  function stop() {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", update);
    reducedMotion.removeEventListener("change", update);
  }

  section.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const dot = target?.closest<HTMLElement>("[data-hero-show]");
    if (dot) {
      interacted = true;
      show(Number(dot.dataset.heroShow));
      update();
      return;
    }
    if (target?.closest("[data-hero-toggle]")) {
      interacted = true;
      userPaused = playing();
      update();
    }
  });
  carousel?.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  carousel?.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  carousel?.addEventListener("focusin", (event) => {
    if ((event.target as Element).matches(":focus-visible")) {
      keyboardInside = true;
      update();
    }
  });
  carousel?.addEventListener("focusout", (event) => {
    if (!carousel.contains(event.relatedTarget as Node | null)) {
      keyboardInside = false;
      update();
    }
  });
  document.addEventListener("visibilitychange", update);
  reducedMotion.addEventListener("change", update);
  update();
}

/** The inline script that starts the slideshow of the hero it sits in. */
export const heroRotationScript = (changeClass: string) =>
  `(${startHeroRotation.toString()})(document.currentScript.closest("[data-hero]"),${JSON.stringify(changeClass)});`;
