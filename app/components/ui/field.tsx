import { type ComponentProps, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "#app/lib/cn.ts";

export const controlClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400";

interface FieldProps {
  /** Visible label; SPEC's labels carry their own asterisk (e.g. 'Your Name*'). */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}

/** A label, a control and its error message, wired together for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn("space-y-1.5", className)}>
      {/* Its id names controls a <label for> cannot reach (e.g. a rich-text editor: `${id}-label`). */}
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(error || hint ? { "aria-describedby": messageId } : {}) })}
      {error ? (
        <p id={messageId} className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, className)} {...props} />;
}

/** A text input that offers suggestions (a <datalist>) while still taking any text. */
export function SuggestInput({ suggestions, ...props }: InputHTMLAttributes<HTMLInputElement> & { suggestions: ReadonlyArray<{ value: string; label?: string }> }) {
  const listId = useId();
  return (
    <>
      <TextInput list={listId} {...props} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {suggestion.label}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** Draft or published (blog posts, portfolio items, content items). */
export function PublishStatusSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select {...props}>
      <option value="published">Published</option>
      <option value="draft">Draft</option>
    </Select>
  );
}

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClass, className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(controlClass, "appearance-auto", className)} {...props} />;
}
