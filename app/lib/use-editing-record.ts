import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { EDIT_RECORD_PARAM } from "#contracts/media.ts";

/**
 * The record an admin list's form is open on: undefined while it is closed, null for a new record. A
 * link may name a record to open (`?edit={id}`: the media library's "Used in" links to the very post or
 * entry, the activity log to a project). The parameter leaves the address as the form opens, so a reload
 * or Back does not open it again. With `notFound`, a link to a record that is not in the list (deleted
 * since) says so in a toast, as the contacts inbox does for its `?contact=`, instead of opening nothing
 * without a word; leave it out while the list failed to load (its own error says why).
 */
export function useEditingRecord<T>(records: readonly T[], keyOf: (record: T) => string, options: { notFound?: string } = {}) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(EDIT_RECORD_PARAM);
  useEffect(() => {
    if (asked === null) return;
    const found = records.find((record) => keyOf(record) === asked);
    if (found) setEditing(found);
    else if (options.notFound) toast.error(options.notFound, { id: `${EDIT_RECORD_PARAM}-not-found` });
    setSearchParams(
      (params) => {
        params.delete(EDIT_RECORD_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once per link: the records and how they are keyed are the page's, read when the link is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return [editing, setEditing] as const;
}
