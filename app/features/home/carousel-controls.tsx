import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { cn } from "#app/lib/cn.ts";

interface CarouselControlsProps {
  /** What the carousel shows, for the buttons' labels ("slide", "brand"). */
  itemName: string;
  count: number;
  selected: number;
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
  onSelect: (index: number) => void;
  /** Hidden until the carousel runs: without JavaScript the slides scroll natively instead. */
  hidden: boolean;
  /** One button per position (off for carousels whose positions mean little, like a logo row). */
  dots?: boolean;
}

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200";

/** Previous, pause/play, next and one dot per position; the dot of the current position is marked. */
export function CarouselControls(props: CarouselControlsProps) {
  const { itemName, count, selected, playing, hidden, dots = true } = props;
  return (
    <div className={cn("mt-6 flex flex-wrap items-center justify-center gap-3", hidden && "invisible")}>
      <button type="button" className={roundButton} onClick={props.onPrevious} aria-label={`Previous ${itemName}`}>
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={roundButton}
        onClick={props.onTogglePlaying}
        aria-label={playing ? `Pause automatic ${itemName} rotation` : `Play automatic ${itemName} rotation`}
      >
        {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
      </button>
      <button type="button" className={roundButton} onClick={props.onNext} aria-label={`Next ${itemName}`}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      {dots ? (
      <ul className="flex basis-full items-center justify-center sm:basis-auto">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => props.onSelect(index)}
              aria-label={`Go to ${itemName} ${index + 1} of ${count}`}
              aria-current={index === selected ? "true" : undefined}
              className="group inline-flex size-7 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block h-2 rounded-full transition-all",
                  index === selected
                    ? "w-6 bg-brand-600 dark:bg-brand-400"
                    : "w-2 bg-slate-400 group-hover:bg-slate-500 dark:bg-slate-500 dark:group-hover:bg-slate-400",
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      ) : null}
    </div>
  );
}
