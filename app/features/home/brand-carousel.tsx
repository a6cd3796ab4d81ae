import type { Brand } from "#app/content/brands.ts";
import { cn } from "#app/lib/cn.ts";
import { CarouselControls } from "./carousel-controls.tsx";
import { useAutoplayCarousel } from "./use-autoplay-carousel.ts";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";

interface BrandCarouselProps {
  label: string;
  brands: Brand[];
  delay: number;
  smallScreenDelay: number;
  smallScreenQuery: string;
}

/** "Brands We've Worked With": the clients' wordmarks on light tiles, two to five in view. */
function BrandCarouselView({ label, brands, delay, smallScreenDelay, smallScreenQuery }: BrandCarouselProps) {
  const carousel = useAutoplayCarousel({ delay, smallScreenDelay, smallScreenQuery });
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-ready={carousel.ready} {...carousel.regionProps} {...islandProps("visible")}>
      <div
        {...carousel.viewportProps}
        tabIndex={0}
        className={cn("rounded-2xl", carousel.ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto")}
      >
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {brands.map((brand, index) => (
            <div
              key={brand.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${brands.length}`}
              data-brand-slide
              className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start pl-4 sm:basis-1/3 lg:basis-1/5"
            >
              <div className="flex h-24 items-center justify-center rounded-2xl bg-white px-4 ring-1 ring-slate-200 dark:bg-slate-100 dark:ring-slate-700">
                <img
                  src={brand.logo}
                  alt={brand.name}
                  width={brand.width}
                  height={brand.height}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="h-auto max-h-12 w-auto max-w-full select-none"
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        itemName="brand"
        count={carousel.snapCount || brands.length}
        selected={carousel.selected}
        playing={carousel.playing}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onTogglePlaying={carousel.togglePlaying}
        onSelect={carousel.goTo}
        hidden={!carousel.ready}
        dots={false}
      />
    </div>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const BrandCarousel = island("brand-carousel", BrandCarouselView);
