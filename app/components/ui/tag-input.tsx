import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { type KeyboardEvent, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { tooLongMessage } from "#contracts/text.ts";
import { controlClass, Field } from "./field.tsx";

interface TagInputProps {
  label: string;
  /** What one item is called in the remove buttons' names ("Remove tag SEO"); without it, "Remove SEO". */
  noun?: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  maxItems?: number;
  maxLength?: number;
  error?: string;
  /** What the field says of a word over `maxLength`: the contract's message (default "Each of the {label} must be at most {maxLength} characters"). */
  lengthMessage?: string;
  hint?: string;
  disabled?: boolean;
}

/** The words typed in the input, as they would be added: split at commas, trimmed, inner spaces as one. */
const wordsOf = (draft: string) => draft.split(",").map((word) => word.trim().replace(/\s+/g, " ")).filter(Boolean);

/**
 * A list of short words: typed into a text input and added with the Add button (or Enter or a comma);
 * each is trimmed, ignored when empty or already there, and removable one by one (SPEC §5 "tags").
 * Words typed and left in the input are added when focus leaves it (as Ghost does): a staff member who
 * types a tag and then presses Save expects it saved, not silently dropped.
 *
 * A word longer than `maxLength` is never cut short: the field says so as it is typed (the contract's
 * message, "Each of the tags must be at most 40 characters"), Add and Enter leave it in the input to
 * shorten, and one still there when focus leaves is added whole and marked, so that the form's check
 * refuses the save at this field instead of the word being lost.
 */
export function TagInput({ label, noun, values, onChange, placeholder, maxItems = 20, maxLength = 40, error, lengthMessage, hint, disabled }: TagInputProps) {
  const [draft, setDraft] = useState("");
  const full = values.length >= maxItems;
  const tooLong = (word: string) => word.length > maxLength;
  const lengthError = wordsOf(draft).some(tooLong) || values.some(tooLong) ? (lengthMessage ?? tooLongMessage(`Each of the ${label.toLowerCase()}`, maxLength)) : undefined;

  /** Adds the words typed; with `whole`, also those over the limit (focus left: nothing typed is lost). */
  function add({ whole = false } = {}) {
    const next = [...values];
    const kept: string[] = [];
    for (const word of wordsOf(draft)) {
      if (tooLong(word) && !whole) kept.push(word);
      else if (next.length >= maxItems) break;
      else if (!next.some((existing) => existing.toLowerCase() === word.toLowerCase())) next.push(word);
    }
    if (next.length !== values.length) onChange(next);
    setDraft(kept.join(", "));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && !draft && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  }

  return (
    <Field label={label} error={lengthError ?? error} hint={hint}>
      {(control) => (
        <>
          <div className="flex gap-2">
            <input
              {...control}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => draft.trim() && add({ whole: true })}
              placeholder={placeholder}
              maxLength={maxLength * 4}
              disabled={disabled || full}
              className={cn(controlClass, "min-w-0 flex-1")}
            />
            <button
              type="button"
              onClick={() => add()}
              disabled={disabled || full || !draft.trim()}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-200"
            >
              <Plus className="size-4" aria-hidden="true" />
              Add
            </button>
          </div>
          {values.length > 0 ? (
            <ul className="flex flex-wrap gap-2 pt-1" aria-label={`Added ${label.toLowerCase()}`}>
              {values.map((value) => (
                <li
                  key={value}
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium",
                    tooLong(value)
                      ? "bg-red-50 text-red-800 ring-1 ring-red-500 dark:bg-red-500/15 dark:text-red-100"
                      : "bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-100",
                  )}
                >
                  {value}
                  {tooLong(value) ? <span className="sr-only"> (too long)</span> : null}
                  <button
                    type="button"
                    onClick={() => onChange(values.filter((item) => item !== value))}
                    disabled={disabled}
                    className="rounded-full p-1 hover:bg-brand-100 dark:hover:bg-brand-500/25"
                    aria-label={noun ? `Remove ${noun} ${value}` : `Remove ${value}`}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
