import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { TextInput } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PROJECT_LIMITS } from "#contracts/projects.ts";

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
  disabled?: boolean;
}

/** Tags added from a text input (Enter, comma or the Add button), trimmed, ignored when empty or repeated, removable one by one. */
export function TagInput({ tags, onChange, control, disabled }: TagInputProps) {
  const [text, setText] = useState("");

  function add() {
    const tag = text.trim().slice(0, PROJECT_LIMITS.tag);
    setText("");
    if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()) || tags.length >= PROJECT_LIMITS.tags) return;
    onChange([...tags, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && !text && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <TextInput
          {...control}
          value={text}
          onChange={(event) => setText(event.target.value.replace(",", ""))}
          onKeyDown={onKeyDown}
          placeholder="e.g. SEO, then Enter"
          maxLength={PROJECT_LIMITS.tag}
          disabled={disabled || tags.length >= PROJECT_LIMITS.tags}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || !text.trim()}>
          Add
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Added tags">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-500/25"
                aria-label={`Remove tag ${tag}`}
                disabled={disabled}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
