import { Badge } from "#app/components/ui/badge.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import type { PostStatus } from "#contracts/statuses.ts";

/** Cells admin lists share (AdminTable columns). */

/** A record's image, small, in a list row (a grey placeholder when it cannot be shown). */
export function ListThumbnail({ path }: { path: string }) {
  // A draft may not have its image yet: say so, rather than show a broken image.
  if (!path) {
    return (
      <span className="flex h-12 w-20 items-center justify-center rounded-lg border border-dashed border-slate-300 text-[10px] font-semibold text-slate-600 dark:border-slate-600 dark:text-slate-300">
        No image
      </span>
    );
  }
  return (
    <StoredImage
      path={path}
      alt=""
      width={96}
      height={54}
      loading="lazy"
      className="h-12 w-20 rounded-lg object-cover"
      fallbackClassName="text-[10px] gap-0.5 [&>svg]:size-4"
    />
  );
}

/** 'published' in green, 'draft' in amber (posts, portfolio items). */
const STATUS_TONES = { published: "green", scheduled: "blue", draft: "amber" } as const;

export function PublishStatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}
