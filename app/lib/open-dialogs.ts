import { useSyncExternalStore } from "react";

/**
 * Which modal dialogs are open, most recent last. A modal sits in the browser's top layer, above
 * everything else on the page, so toasts are shown inside the topmost open dialog rather than on the page.
 */
let stack: string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function pushOpenDialog(id: string) {
  stack = [...stack.filter((entry) => entry !== id), id];
  emit();
}

export function removeOpenDialog(id: string) {
  if (!stack.includes(id)) return;
  stack = stack.filter((entry) => entry !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id of the topmost open modal, or null when none is open. */
export function useTopmostDialog(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => stack.at(-1) ?? null,
    () => null,
  );
}
