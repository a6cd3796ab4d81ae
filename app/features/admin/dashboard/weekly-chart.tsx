import { useId, useLayoutEffect, useRef } from "react";
import { formatCalendarDate, formatCalendarDay } from "#app/lib/dates.ts";
import type { WeeklyFigure } from "#contracts/dashboard.ts";

/**
 * Contacts and subscribers per week as grouped bars: a hand-drawn SVG (no chart library), described by
 * its <title> and <desc>, with the same numbers in a visually hidden table for screen readers.
 */

const WIDTH = 880;
const HEIGHT = 260;
const PADDING = { top: 20, right: 8, bottom: 36, left: 36 };
const PLOT_WIDTH = WIDTH - PADDING.left - PADDING.right;
const PLOT_HEIGHT = HEIGHT - PADDING.top - PADDING.bottom;

export const SERIES = [
  { key: "contacts", label: "Contacts", swatch: "bg-brand-600 dark:bg-brand-400", bar: "fill-brand-600 dark:fill-brand-400" },
  { key: "subscribers", label: "Subscribers", swatch: "bg-accent-600 dark:bg-accent-400", bar: "fill-accent-600 dark:fill-accent-400" },
] as const;

/** A round axis maximum and 3–5 ticks: 0, 1, 2 … or 0, 5, 10 … */
function axis(max: number): { top: number; ticks: number[] } {
  if (max <= 4) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => max / candidate <= 4) ?? magnitude * 10;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return { top, ticks };
}

export function WeeklyChart({ weeks }: { weeks: WeeklyFigure[] }) {
  const titleId = useId();
  const descId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // Where it scrolls (a phone), it opens at the latest weeks, the ones staff look for.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [weeks.length]);
  const max = Math.max(0, ...weeks.flatMap((week) => [week.contacts, week.subscribers]));
  const { top, ticks } = axis(max);
  const groupWidth = PLOT_WIDTH / Math.max(1, weeks.length);
  const barWidth = Math.min(22, (groupWidth - 12) / 2);
  const y = (value: number) => PADDING.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;

  const totals = { contacts: weeks.reduce((sum, week) => sum + week.contacts, 0), subscribers: weeks.reduce((sum, week) => sum + week.subscribers, 0) };
  const first = weeks[0];
  const last = weeks.at(-1);
  const summary =
    first && last
      ? `From the week of ${formatCalendarDate(first.weekStart)} to the week of ${formatCalendarDate(last.weekStart)}: ${totals.contacts} contacts and ${totals.subscribers} new subscribers. This week so far: ${last.contacts} contacts and ${last.subscribers} subscribers.`
      : "No figures yet.";

  return (
    <figure>
      <div className="mb-3 flex flex-wrap items-center gap-4 text-sm text-slate-700 dark:text-slate-200" aria-hidden="true">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-2">
            <span className={`size-3 rounded-sm ${series.swatch}`} />
            {series.label}
          </span>
        ))}
      </div>
      <div ref={scroller} className="overflow-x-auto" tabIndex={0} role="region" aria-label="Weekly chart (scrolls sideways on small screens)">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full min-w-[40rem]">
          <title id={titleId}>Contacts and new subscribers per week, last {weeks.length} weeks</title>
          <desc id={descId}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PADDING.left}
                x2={WIDTH - PADDING.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? "stroke-slate-400 dark:stroke-slate-500" : "stroke-slate-200 dark:stroke-slate-700"}
                strokeWidth={1}
              />
              <text x={PADDING.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" className="fill-slate-600 text-[13px] dark:fill-slate-300">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const groupX = PADDING.left + index * groupWidth + groupWidth / 2;
            return (
              <g key={week.weekStart}>
                {SERIES.map((series, seriesIndex) => {
                  const value = week[series.key];
                  const x = groupX + (seriesIndex === 0 ? -barWidth - 1 : 1);
                  const height = (value / top) * PLOT_HEIGHT;
                  return (
                    <g key={series.key}>
                      {value > 0 ? <rect x={x} y={y(value)} width={barWidth} height={height} rx={3} className={series.bar} /> : null}
                      {value > 0 ? (
                        <text x={x + barWidth / 2} y={y(value) - 4} textAnchor="middle" className="fill-slate-700 text-[11px] font-semibold dark:fill-slate-200">
                          {value}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
                <text
                  x={groupX}
                  y={HEIGHT - PADDING.bottom + 18}
                  textAnchor="middle"
                  className={index === weeks.length - 1 ? "fill-slate-900 text-[13px] font-bold dark:fill-white" : "fill-slate-600 text-[13px] dark:fill-slate-300"}
                >
                  {formatCalendarDay(week.weekStart)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Weeks start on Monday (UTC); the last bars are the current week so far.
        <span className="sm:hidden"> Scroll sideways for earlier weeks.</span>
      </figcaption>
      {/* The box that hides it: a table is never shorter than its rows, so `sr-only` on the table itself
          left its full height below the page's end as blank space to scroll through. */}
      <div className="sr-only">
        <table>
          <caption>Contacts and new subscribers per week</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Contacts</th>
              <th scope="col">Subscribers</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatCalendarDate(week.weekStart)}</th>
                <td>{week.contacts}</td>
                <td>{week.subscribers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
