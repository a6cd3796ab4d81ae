import { readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../project-root.ts";

/**
 * The site archive (`npm run export` / `npm run import`), format version 1: a gzipped tar holding
 *
 *   manifest.json          what is inside (below)
 *   tables/<table>.jsonl   one line per row: the row as PostgreSQL's row_to_json writes it
 *                          (column names as in the database, timestamps ISO 8601 with offset,
 *                          arrays as JSON arrays, jsonb as JSON, bytea as "\\x…" hex)
 *   files/<key>            every uploaded file, named by its storage key (e.g. <hash>.webp)
 *
 * Tables are every table of server/db/schema.ts except those in NOT_EXPORTED, in foreign-key order
 * (parents first), which is the order `import` loads them in. Documented in README "Backups".
 */
export const ARCHIVE_FORMAT = "vistaar-site-archive";
export const ARCHIVE_FORMAT_VERSION = 1;

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The latest migration applied to the database it came from (server/db/migrations/meta/_journal.json). */
  schemaVersion: string;
  createdAt: string;
  /** Which kind of database it was exported from. */
  source: "pglite" | "postgres";
  tables: Array<{ name: string; rows: number; file: string }>;
  files: { count: number; bytes: number };
}

/**
 * Tables left out, with why: nothing in them is the site's content.
 * - rate_limit_counters: a minute's worth of counting, meaningless elsewhere.
 * - contact_status_counts: derived from contacts by triggers (migration 0003); rebuilt on import.
 * - stored_files: the database storage backend's bytes; they travel as `files/` through the storage interface.
 * - search_documents: the site search's index, derived by triggers (migration 0009) from the imported rows.
 */
export const NOT_EXPORTED = new Set(["rate_limit_counters", "contact_status_counts", "stored_files", "search_documents"]);

/** The tag of the newest migration: the schema version an archive is written with and must match on import. */
export function latestMigration(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  return journal.entries.at(-1)!.tag;
}

export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const FILES_DIR = "files";
export const MANIFEST_FILE = "manifest.json";
