import { Link } from "react-router";
import { MEDIA_USAGE_LABELS, type MediaUsage, mediaUsageAdminPath } from "#contracts/media.ts";

/** Where an image is used, each place a link to the admin screen that edits it, opened on that record ("Testimonial: Meera Iyer"), each 24 px tall at least (a touch target). */
export function MediaUsageList({ usedBy, className }: { usedBy: readonly MediaUsage[]; className?: string }) {
  return (
    <ul className={className}>
      {usedBy.map((usage) => (
        <li key={`${usage.type}-${usage.id}`}>
          <Link to={mediaUsageAdminPath(usage)} className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
            {MEDIA_USAGE_LABELS[usage.type]}: {usage.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
