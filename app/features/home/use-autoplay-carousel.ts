import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./use-media.ts";

export interface AutoplayCarouselOptions {
  /** Milliseconds per step. */
  delay: number;
  /** Milliseconds per step while `smallScreenQuery` matches. */
  smallScreenDelay?: number;
  smallScreenQuery?: string;
}

/**
 * An Embla carousel that loops, can be dragged and flicked freely (SPEC §4) and advances on its own.
 * Autoplay stops while the pointer is over the slides, while a keyboard user is inside the carousel,
 * while the tab is hidden (Embla's plugin), for visitors who prefer reduced motion, and when the
 * visitor presses pause (WCAG 2.2.2). Arrow keys move it when it has focus.
 */
export function useAutoplayCarousel({ delay, smallScreenDelay, smallScreenQuery }: AutoplayCarouselOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () => [
      Autoplay({
        delay,
        breakpoints: smallScreenQuery && smallScreenDelay ? { [smallScreenQuery]: { delay: smallScreenDelay } } : {},
        // Starting and stopping is decided below, so a drag or a hover never overrides the pause button.
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ],
    [delay, smallScreenDelay, smallScreenQuery],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, dragFree: true, align: "start" }, plugins);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);

  const playing = !(userPaused ?? reducedMotion);
  const shouldRun = playing && !hovered && !keyboardInside;
  const shouldRunRef = useRef(shouldRun);
  useEffect(() => {
    shouldRunRef.current = shouldRun;
  }, [shouldRun]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    // A drag stops autoplay (stopOnInteraction); start it again when the drag ends, if it should run.
    const resume = () => {
      if (shouldRunRef.current) api.plugins().autoplay?.play();
    };
    carryOnFromNativeScroll(api);
    update();
    api.on("select", update).on("reInit", update).on("pointerUp", resume);
    return () => {
      api.off("select", update).off("reInit", update).off("pointerUp", resume);
    };
  }, [api]);

  // A layout effect, so autoplay is running by the time the carousel shows it is ready.
  useLayoutEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (shouldRun) autoplay.play();
    else autoplay.stop();
  }, [api, shouldRun]);

  /** Restarts the countdown after a manual step, so the next automatic step is a full delay away. */
  const restartTimer = useCallback(() => {
    if (shouldRunRef.current) api?.plugins().autoplay?.reset();
  }, [api]);

  const previous = useCallback(() => {
    api?.scrollPrev();
    restartTimer();
  }, [api, restartTimer]);
  const next = useCallback(() => {
    api?.scrollNext();
    restartTimer();
  }, [api, restartTimer]);
  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index);
      restartTimer();
    },
    [api, restartTimer],
  );

  const regionProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target.matches(":focus-visible")) setKeyboardInside(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "ArrowLeft") previous();
      else if (event.key === "ArrowRight") next();
      else return;
      event.preventDefault();
    },
  };
  const viewportProps = {
    ref: viewportRef,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
  };

  return {
    /** False until Embla runs; the markup then scrolls natively, so it works without JavaScript. */
    ready: api !== undefined,
    selected,
    snapCount,
    playing,
    togglePlaying: () => setUserPaused(playing),
    previous,
    next,
    goTo,
    regionProps,
    viewportProps,
  };
}

/**
 * Before React, the carousel is a natively scrolled strip (docs/decisions/022): a visitor may have
 * swiped it on by the time Embla starts, which moves slides with a transform and knows nothing of
 * that scroll. Trade the scroll for the slide it showed, or the dots and arrows are that far off.
 */
function carryOnFromNativeScroll(api: NonNullable<ReturnType<typeof useEmblaCarousel>[1]>) {
  const viewport = api.rootNode();
  const scrolled = viewport.scrollLeft;
  if (scrolled <= 0) return;
  const slides = api.slideNodes();
  const first = slides[0]?.offsetLeft ?? 0;
  let shown = 0;
  slides.forEach((slide, index) => {
    if (Math.abs(slide.offsetLeft - first - scrolled) < Math.abs(slides[shown]!.offsetLeft - first - scrolled)) shown = index;
  });
  viewport.scrollLeft = 0;
  api.scrollTo(shown, true);
}
