import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { EDIT_RECORD_PARAM } from "#contracts/media.ts";

/**
 * The record an admin list's form is open on: undefined while it is closed, null for a new record. A
 * link may name a record to open (`?edit={id}`: the media library's "Used in" links to the very post or
 * entry). The parameter leaves the address as the form opens, so a reload or Back does not open it again.
 */
export function useEditingRecord<T>(records: readonly T[], keyOf: (record: T) => string) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(EDIT_RECORD_PARAM);
  useEffect(() => {
    if (asked === null) return;
    const found = records.find((record) => keyOf(record) === asked);
    if (found) setEditing(found);
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
