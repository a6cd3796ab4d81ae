import type { AppLoadContext } from "react-router";
import type { Database } from "#server/db/client.ts";

/**
 * What a page's data functions receive as `context` (server/plugins/pages.ts), for calling them
 * directly: the database, and a record of the tags they declare the page shows (the page cache's) and
 * of the query parameters they recognise.
 */
export function loadContext(db: Database): AppLoadContext & { shows: string[]; recognised: string[] } {
  const shows: string[] = [];
  const recognised: string[] = [];
  return {
    services: { db },
    dependsOn: (...tags: string[]) => shows.push(...tags),
    recognisesQuery: (...names: string[]) => recognised.push(...names),
    shows,
    recognised,
  } as unknown as AppLoadContext & { shows: string[]; recognised: string[] };
}
