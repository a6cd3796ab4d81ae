import { useCallback, useSyncExternalStore } from "react";

/**
 * Likes and bookmarks are the reader's own, kept in this browser only (SPEC §2: local toggles).
 * Stored as JSON arrays of post ids; every component showing a toggle stays in step, across tabs too.
 */
const STORAGE_KEYS = { like: "vistaar:likedPosts", bookmark: "vistaar:bookmarkedPosts" } as const;
export type ReaderFlag = keyof typeof STORAGE_KEYS;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function readIds(flag: ReaderFlag): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS[flag]) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Whether `postId` is liked/bookmarked here, and a toggle that answers the new state. */
export function useReaderFlag(flag: ReaderFlag, postId: string): [boolean, () => boolean] {
  const active = useSyncExternalStore(
    subscribe,
    () => readIds(flag).includes(postId),
    () => false,
  );
  const toggle = useCallback(() => {
    const ids = readIds(flag);
    const next = ids.includes(postId) ? ids.filter((id) => id !== postId) : [...ids, postId];
    try {
      localStorage.setItem(STORAGE_KEYS[flag], JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the toggle still answers, it just will not be remembered.
    }
    listeners.forEach((listener) => listener());
    return next.includes(postId);
  }, [flag, postId]);
  return [active, toggle];
}
