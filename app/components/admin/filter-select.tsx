import { useId } from "react";
import { controlClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

const selectClass = cn(controlClass.replace("px-4 py-3", "py-2.5 pr-9 pl-4"), "appearance-auto");

interface FilterSelectProps {
  /** The accessible name (visually hidden; the first option says what the filter is). */
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}

/** A compact select for list toolbars (status, source…). */
export function FilterSelect({ label, value, options, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
