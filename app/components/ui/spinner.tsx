import LoaderCircle from "lucide-react/icons/loader-circle";
import { cn } from "#app/lib/cn.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle className={cn("size-6 animate-spin text-brand-600 dark:text-brand-300", className)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
