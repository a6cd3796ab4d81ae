import type { LucideIcon } from "lucide-react";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

const rowActionClass =
  "inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";
const dangerClass = "hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950/40 dark:hover:text-red-300";

interface RowActionProps {
  icon: LucideIcon;
  /** What the button does to which row, for screen readers ("Delete Website Redesign"). */
  label: string;
  /** The short tooltip ("Delete"). */
  title: string;
  onClick?: () => void;
  /** A link instead of a button (opens in a new tab, e.g. a post on the public site). */
  href?: string;
  /** Red on hover: the action destroys something. */
  danger?: boolean;
}

/** An icon button (or link) in an admin list row (view, reply, edit, delete). */
export function RowAction({ icon: Icon, label, title, onClick, href, danger = false }: RowActionProps) {
  const icon = <Icon className="size-[1.125rem]" aria-hidden="true" />;
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener" className={rowActionClass} aria-label={label} title={title}>
        {icon}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} className={cn(rowActionClass, danger && dangerClass)} aria-label={label} title={title}>
      {icon}
    </button>
  );
}

interface RowActionsProps {
  /** The row's name, in the buttons' labels ("Edit Website Redesign"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Actions before Edit and Delete (view on the site, reply, preview…). */
  children?: ReactNode;
}

/** A list row's actions side by side: its own ones first, then Edit and Delete when the row has them. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className="inline-flex items-center gap-0.5">
      {children}
      {onEdit ? <RowAction icon={Pencil} label={`Edit ${name}`} title="Edit" onClick={onEdit} /> : null}
      {onDelete ? <RowAction icon={Trash2} label={`Delete ${name}`} title="Delete" onClick={onDelete} danger /> : null}
    </div>
  );
}
