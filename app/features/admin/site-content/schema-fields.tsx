import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { createContext, type ReactNode, useContext } from "react";
import type { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ImagePickerButton } from "#app/components/admin/media-picker-props.ts";
import { ICON_NAMES, type IconName } from "#contracts/icon-names.ts";

const isIconName = (value: string): value is IconName => (ICON_NAMES as readonly string[]).includes(value);

/**
 * Form controls built from a contract's Zod schema (contracts/site-*.ts), so every site-content form
 * asks for exactly what the API checks, with the same limits, and the same schema judges it in the
 * form (useForm) and at the server. Texts become inputs (long ones text areas), numbers number inputs,
 * enums selects, objects groups, lists rows that can be added, moved and removed, and `{ url, alt }`
 * (or `{ src, width, height, alt }`) an image chosen from the media library.
 */

type Schema = z.ZodType;

export const ImagePickerContext = createContext<ImagePickerButton | null>(null);

interface Described {
  kind: "text" | "number" | "enum" | "icon" | "object" | "array" | "image" | "unknown";
  nullable: boolean;
  maxLength?: number;
  options?: readonly string[];
  shape?: Record<string, Schema>;
  element?: Schema;
  /** An image object's fields: the address is `url` or `src`. */
  imageKey?: "url" | "src";
}

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  entries?: Record<string, string>;
  defaultValue?: unknown;
}

const defOf = (schema: Schema) => (schema as unknown as { def: Def }).def;

/** What a schema asks for, through its wrappers (default, optional, nullable, pipe). */
export function describeSchema(schema: Schema): Described {
  let current = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === "nullable") nullable = true;
    if ((def.type === "default" || def.type === "optional" || def.type === "nullable" || def.type === "prefault") && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else break;
  }
  const def = defOf(current);
  switch (def.type) {
    case "string":
      return { kind: "text", nullable, maxLength: (current as unknown as { maxLength?: number | null }).maxLength ?? undefined };
    case "number":
      return { kind: "number", nullable };
    case "enum": {
      const options = Object.values(def.entries ?? {});
      // The icons the site can draw (contracts/icon-names.ts): chosen with a preview.
      const icons = ICON_NAMES.every((name) => options.includes(name));
      return { kind: icons ? "icon" : "enum", nullable, options };
    }
    case "array":
      return { kind: "array", nullable, element: def.element };
    case "object": {
      const shape = (current as unknown as { shape: Record<string, Schema> }).shape;
      const imageKey = "alt" in shape ? ("url" in shape ? "url" : "src" in shape ? "src" : undefined) : undefined;
      return { kind: imageKey ? "image" : "object", nullable, shape, imageKey };
    }
    default:
      return { kind: "unknown", nullable };
  }
}

/** An empty value of a schema's shape: a new list row or a new entry. */
export function blankValue(schema: Schema): unknown {
  const def = defOf(schema);
  if (def.type === "default") return def.defaultValue;
  if (def.type === "optional") return undefined;
  const described = describeSchema(schema);
  if (described.nullable) return null;
  switch (described.kind) {
    case "text":
      return "";
    case "enum":
    case "icon":
      return described.options?.[0] ?? "";
    case "array":
      return [];
    case "object":
    case "image":
      return Object.fromEntries(Object.entries(described.shape ?? {}).map(([key, child]) => [key, blankValue(child)]));
    default:
      return undefined;
  }
}

/** "seoTitle" → "SEO title"; a label the screen gives wins. */
export function labelFor(key: string, labels: Record<string, string>): string {
  if (labels[key]) return labels[key];
  const words = key
    .replace(/[-_/]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\bseo\b/g, "SEO")
    .replace(/\bcta\b/g, "call to action")
    .replace(/\burl\b/g, "address")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SchemaFieldProps {
  schema: Schema;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  /** The form control's name (top-level fields: the field, so the form can focus it on an error). */
  name?: string;
  labels: Record<string, string>;
  disabled?: boolean;
  error?: string;
  /** A hint under the control. */
  hint?: ReactNode;
}

/** One field of a contract, whatever its shape. */
export function SchemaField(props: SchemaFieldProps) {
  const described = describeSchema(props.schema);
  switch (described.kind) {
    case "text":
      return <TextField {...props} maxLength={described.maxLength} />;
    case "number":
      return <NumberField {...props} nullable={described.nullable} />;
    case "enum":
      return <EnumField {...props} options={described.options ?? []} />;
    case "icon":
      return <EnumField {...props} options={described.options ?? []} icons />;
    case "image":
      return <ImageField {...props} described={described} />;
    case "object":
      return <ObjectFields {...props} shape={described.shape ?? {}} />;
    case "array":
      return <ListField {...props} element={described.element!} />;
    default:
      return null;
  }
}

function TextField({ label, name, value, onChange, maxLength, disabled, error, hint }: SchemaFieldProps & { maxLength?: number }) {
  const long = (maxLength ?? 0) > 300;
  return (
    <Field label={label} error={error} hint={hint} className={long ? "sm:col-span-2" : undefined}>
      {(control) =>
        long ? (
          <TextArea
            {...control}
            name={name}
            rows={(maxLength ?? 0) > 5000 ? 16 : 3}
            value={typeof value === "string" ? value : ""}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <TextInput
            {...control}
            name={name}
            value={typeof value === "string" ? value : ""}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

function NumberField({ label, name, value, onChange, nullable, disabled, error, hint }: SchemaFieldProps & { nullable: boolean }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <TextInput
          {...control}
          name={name}
          type="number"
          inputMode="numeric"
          step={1}
          value={typeof value === "number" && Number.isFinite(value) ? String(value) : ""}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === "" ? (nullable ? null : undefined) : Number(event.target.value))}
        />
      )}
    </Field>
  );
}

/** A choice from a list; the site's icons (`icons`) with the chosen one drawn beside it ("" is no icon). */
function EnumField({ label, name, value, onChange, options, icons = false, disabled, error, hint }: SchemaFieldProps & { options: readonly string[]; icons?: boolean }) {
  const chosen = typeof value === "string" ? value : "";
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => {
        const select = (
          <Select {...control} name={name} value={chosen} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option} value={option}>
                {icons && option === "" ? "No icon" : option}
              </option>
            ))}
          </Select>
        );
        if (!icons) return select;
        return (
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300">
              {isIconName(chosen) ? <Icon name={chosen} className="size-5" /> : null}
            </span>
            {select}
          </div>
        );
      }}
    </Field>
  );
}

// min-w-0: a fieldset is as wide as its widest content by default, which pushes a phone's page sideways.
const groupClass = "min-w-0 rounded-2xl border border-slate-200 p-3 sm:col-span-2 sm:p-4 dark:border-slate-700";
const legendClass = "px-1 text-sm font-bold text-slate-800 dark:text-slate-100";

/** Sub-fields of an object, in a group; the top level of a form has no group of its own. */
function ObjectFields({ label, value, onChange, shape, labels, disabled, error }: SchemaFieldProps & { shape: Record<string, Schema> }) {
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{label}</legend>
      {error ? <GroupError message={error} /> : null}
      <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MemberFields fields={Object.entries(shape)} record={record} onChange={onChange} labels={labels} disabled={disabled} />
      </div>
    </fieldset>
  );
}

/** The fields of an object, each changing its own member. */
function MemberFields({ fields, record, onChange, labels, disabled }: { fields: Array<[string, Schema]>; record: Record<string, unknown>; onChange: (value: unknown) => void; labels: Record<string, string>; disabled?: boolean }) {
  return fields.map(([key, child]) => (
    <SchemaField key={key} schema={child} value={record[key]} label={labelFor(key, labels)} labels={labels} disabled={disabled} onChange={(next) => onChange({ ...record, [key]: next })} />
  ));
}

function GroupError({ message }: { message: string }) {
  return <p className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">{message}</p>;
}

/** An image from the media library with its alt text; other fields of the object (a gallery slide's title) below. */
function ImageField({ label, value, onChange, described, labels, disabled, error }: SchemaFieldProps & { described: Described }) {
  const imageKey = described.imageKey!;
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  const url = typeof record?.[imageKey] === "string" ? (record[imageKey] as string) : "";
  const PickerButton = useContext(ImagePickerContext);
  const others = Object.entries(described.shape ?? {}).filter(([key]) => key !== imageKey && key !== "alt" && key !== "width" && key !== "height");
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{label}</legend>
      {error ? <GroupError message={error} /> : null}
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <div className="h-24 w-32 shrink-0 overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
          {url ? <StoredImage path={url} alt="" className="size-full object-cover" fallbackClassName="size-full" /> : null}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-300">{url || "No image chosen"}</p>
          <div className="flex flex-wrap gap-2">
            {PickerButton ? (
            <PickerButton
              disabled={disabled}
              label={url ? "Change image" : "Choose from library"}
              onPick={(item) => {
                const next: Record<string, unknown> = { ...record, [imageKey]: item.url, alt: item.decorative ? "" : item.alt };
                if (described.shape && "width" in described.shape) next.width = item.width;
                if (described.shape && "height" in described.shape) next.height = item.height;
                onChange(next);
              }}
            />
            ) : null}
            {described.nullable && record ? (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
                Remove image
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {record ? (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={`${label}: alt text`} hint="What the picture shows, for people who cannot see it. Empty for decoration.">
            {(control) => (
              <TextInput {...control} value={typeof record.alt === "string" ? record.alt : ""} maxLength={300} disabled={disabled} onChange={(event) => onChange({ ...record, alt: event.target.value })} />
            )}
          </Field>
          <MemberFields fields={others} record={record} onChange={onChange} labels={labels} disabled={disabled} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** A list: rows to add, move up or down and remove. */
function ListField({ label, value, onChange, element, labels, disabled, error }: SchemaFieldProps & { element: Schema }) {
  const items = Array.isArray(value) ? value : [];
  const simple = describeSchema(element).kind === "text";
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{label}</legend>
      {error ? <GroupError message={error} /> : null}
      <ol className="mt-2 space-y-3">
        {items.map((item, index) => {
          const rowLabel = `${label} ${index + 1}`;
          return (
            // Rows are controlled; their position is their identity while the form is open.
            <li key={index} className={cn("flex flex-col gap-2", simple ? "sm:flex-row sm:items-start" : "rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50")}>
              <div className="min-w-0 flex-1 self-stretch">
                <SchemaField
                  schema={element}
                  value={item}
                  label={rowLabel}
                  labels={labels}
                  disabled={disabled}
                  onChange={(next) => onChange(items.map((current, at) => (at === index ? next : current)))}
                />
              </div>
              <div className={cn("-mt-1 flex gap-1", simple && "sm:mt-0 sm:pt-7")}>
                <IconButton label={`Move ${rowLabel} up`} disabled={disabled || index === 0} onClick={() => move(index, index - 1)} icon={<ArrowUp className="size-4" aria-hidden="true" />} />
                <IconButton
                  label={`Move ${rowLabel} down`}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  icon={<ArrowDown className="size-4" aria-hidden="true" />}
                />
                <IconButton label={`Remove ${rowLabel}`} disabled={disabled} onClick={() => onChange(items.filter((_, at) => at !== index))} icon={<Trash2 className="size-4" aria-hidden="true" />} />
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" className="mt-3" disabled={disabled} onClick={() => onChange([...items, blankValue(element)])}>
        <Plus className="size-4" aria-hidden="true" />
        Add to {label.toLowerCase()}
      </Button>
    </fieldset>
  );
}

export function IconButton({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {icon}
    </button>
  );
}
