import Search from "lucide-react/icons/search";
import { useEffect, useId, useState } from "react";
import { controlClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

/** The shared control style with room for the icon (no conflicting padding classes: see docs/decisions/003). */
const searchInputClass = controlClass.replace("px-4 py-3", "py-2.5 pr-4 pl-11");

interface SearchBoxProps {
  /** The search as it is now (e.g. from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
  /** Pause before searching, in ms. */
  delay?: number;
}

/**
 * A search field that waits for a pause in typing (debounce) before searching, so a server-side search
 * runs once per word, not once per key. Follows `value` when it changes from outside (back button, a link).
 */
export function SearchBox({ value, onSearch, label, placeholder, className, delay = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => onSearch(trimmed), delay);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delay]);

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onSearch(text.trim());
        }}
        placeholder={placeholder}
        autoComplete="off"
        className={searchInputClass}
      />
    </div>
  );
}
