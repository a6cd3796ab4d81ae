import { cn } from "#app/lib/cn.ts";
import { CarouselControls } from "./carousel-controls.tsx";
import { useAutoplayCarousel } from "./use-autoplay-carousel.ts";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";

export interface CarouselSlide {
  src: string;
  alt: string;
  title: string;
  caption: string;
}

interface ImageCarouselProps {
  label: string;
  slides: CarouselSlide[];
  imageSize: { width: number; height: number };
  delay: number;
  smallScreenDelay: number;
  smallScreenQuery: string;
}

/** The home page's image carousel (SPEC §2): one slide per view on phones, two on tablets, three on desktops. */
function ImageCarouselView({ label, slides, imageSize, delay, smallScreenDelay, smallScreenQuery }: ImageCarouselProps) {
  const carousel = useAutoplayCarousel({ delay, smallScreenDelay, smallScreenQuery });
  const count = carousel.snapCount || slides.length;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-ready={carousel.ready} {...carousel.regionProps} {...islandProps("visible")}>
      <div
        {...carousel.viewportProps}
        tabIndex={0}
        className={cn(
          "rounded-3xl",
          carousel.ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto",
        )}
      >
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-carousel-slide
              className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start pl-4 sm:basis-1/2 lg:basis-1/3"
            >
              <figure className="h-full overflow-hidden rounded-3xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                <img
                  src={slide.src}
                  alt={slide.alt}
                  width={imageSize.width}
                  height={imageSize.height}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover select-none dark:bg-brand-950"
                />
                <figcaption className="p-5">
                  <span className="block font-bold text-slate-900 dark:text-white">{slide.title}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{slide.caption}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        itemName="slide"
        count={count}
        selected={carousel.selected}
        playing={carousel.playing}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onTogglePlaying={carousel.togglePlaying}
        onSelect={carousel.goTo}
        hidden={!carousel.ready}
      />
    </div>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const ImageCarousel = island("image-carousel", ImageCarouselView);
