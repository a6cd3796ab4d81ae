import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import { type DragEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { IconButton } from "./schema-fields.tsx";

interface SortableListProps<Item extends { id: string }> {
  items: Item[];
  /** What the list is, for screen readers ("FAQ entries"). */
  label: string;
  /** An entry's name in the buttons' labels and the announcements. */
  nameOf: (item: Item) => string;
  /** The row's content; its actions (edit, delete, view) included. */
  renderItem: (item: Item) => ReactNode;
  /** Sends the new order (every id); the list shows it at once and goes back if this throws. */
  onReorder: (ids: string[]) => Promise<void>;
  disabled?: boolean;
}

/**
 * A list staff put in order by dragging a row (native HTML drag and drop, pointer) or from the keyboard:
 * the handle moves its row with the arrow keys, and every row has Move up / Move down buttons (also
 * what a phone uses). Each move is announced and sent at once as the whole order
 * (PUT /api/site/{kind}/order). docs/decisions/030-site-content-screens.md
 */
export function SortableList<Item extends { id: string }>({ items, label, nameOf, renderItem, onReorder, disabled = false }: SortableListProps<Item>) {
  const instructionsId = useId();
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The handle to focus again once its row has moved (moving a node in the DOM drops its focus). */
  const refocus = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  /** Moves saved or waiting to be saved: the order shown is theirs until the last one is stored. */
  const unsaved = useRef(0);
  // A new list from the server (after the last save or a refresh) replaces the order shown. One that
  // arrives while later moves wait to be saved (the revalidation after an earlier save) would show
  // the rows jumping back until those land.
  useEffect(() => {
    if (unsaved.current === 0) setOrder(null);
  }, [items]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = (order ?? items.map((item) => item.id)).map((id) => byId.get(id)).filter((item): item is Item => item !== undefined);

  useEffect(() => {
    if (!refocus.current) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  /** Moves are saved one after another, each with the whole order as it was then. */
  const saves = useRef(Promise.resolve());
  function commit(ids: string[], moved: Item) {
    setOrder(ids);
    setAnnouncement(`${nameOf(moved)}: position ${ids.indexOf(moved.id) + 1} of ${ids.length}`);
    unsaved.current++;
    saves.current = saves.current.then(() =>
      onReorder(ids)
        .catch(() => {
          // Refused or failed (onReorder said why): show the order the server has.
          setOrder(null);
        })
        .finally(() => unsaved.current--),
    );
  }

  function move(item: Item, to: number) {
    const ids = shown.map((entry) => entry.id);
    const from = ids.indexOf(item.id);
    if (to < 0 || to >= ids.length || to === from) return;
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    refocus.current = item.id;
    commit(ids, item);
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, item: Item, index: number) {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: shown.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(item, to);
  }

  function onDrop(event: DragEvent<HTMLLIElement>, target: Item) {
    event.preventDefault();
    const moved = dragging ? byId.get(dragging) : undefined;
    setDragging(null);
    if (moved) move(moved, shown.findIndex((entry) => entry.id === target.id));
  }

  const busy = disabled;
  return (
    <div>
      <p id={instructionsId} className="sr-only">
        Drag a row by its handle, or focus the handle and use the arrow keys, to change the order. Changes are saved at once.
      </p>
      <ol aria-label={label} className="space-y-2">
        {shown.map((item, index) => {
          const name = nameOf(item);
          return (
            <li
              key={item.id}
              draggable={!busy}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", item.id);
                setDragging(item.id);
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => {
                if (dragging) event.preventDefault();
              }}
              onDrop={(event) => onDrop(event, item)}
              className={cn(
                "flex items-center gap-1 rounded-2xl border sm:gap-2 border-slate-200 bg-white p-2 pr-3 shadow-sm dark:border-slate-800 dark:bg-slate-900",
                dragging === item.id && "opacity-50",
              )}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) handles.current.set(item.id, node);
                  else handles.current.delete(item.id);
                }}
                aria-label={`Reorder ${name}`}
                aria-describedby={instructionsId}
                disabled={busy}
                onKeyDown={(event) => onHandleKey(event, item, index)}
                className="inline-flex size-9 shrink-0 cursor-grab items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-800"
              >
                <GripVertical className="size-5" aria-hidden="true" />
              </button>
              <span className="hidden w-6 shrink-0 text-right sm:inline text-xs font-semibold text-slate-500 tabular-nums dark:text-slate-400">{index + 1}</span>
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              <div className="flex shrink-0">
                <IconButton label={`Move ${name} up`} disabled={busy || index === 0} onClick={() => move(item, index - 1)} icon={<ArrowUp className="size-4" aria-hidden="true" />} />
                <IconButton label={`Move ${name} down`} disabled={busy || index === shown.length - 1} onClick={() => move(item, index + 1)} icon={<ArrowDown className="size-4" aria-hidden="true" />} />
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
