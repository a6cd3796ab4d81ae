import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { isTable } from "drizzle-orm";
import * as schema from "./schema.ts";

/**
 * Every table declared in schema.ts, found by looking (not listed by hand), so a table someone adds
 * there is wiped by the tests and carried by export/import without touching this code.
 */
export interface SchemaTable {
  name: string;
  table: PgTable;
  /** Tables this one references by foreign key (other than itself). */
  references: string[];
}

let cached: SchemaTable[] | undefined;

/** The tables, parents before children (the order to insert rows in; reverse it to delete). */
export function schemaTables(): SchemaTable[] {
  cached ??= orderByForeignKeys(
    (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => isTable(value))
      .map((table) => {
        const config = getTableConfig(table);
        const references = config.foreignKeys
          .map((foreignKey) => getTableConfig(foreignKey.reference().foreignTable).name)
          .filter((name) => name !== config.name);
        return { name: config.name, table, references: [...new Set(references)] };
      }),
  );
  return cached;
}

function orderByForeignKeys(tables: SchemaTable[]): SchemaTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: SchemaTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: SchemaTable) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) throw new Error(`Foreign keys form a cycle through ${table.name}`);
    visiting.add(table.name);
    for (const parent of table.references) {
      const parentTable = byName.get(parent);
      if (parentTable) place(parentTable);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  // Alphabetical first, so the order is the same on every run.
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) place(table);
  return ordered;
}
