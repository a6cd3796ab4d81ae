import type { Brand } from "#app/content/brands.ts";
import type { ClientLogoRecord, ValidClientLogoInput } from "#contracts/site-client-logos.ts";
import type { Database } from "../../db/client.ts";
import { siteClientLogos } from "../../db/schema.ts";
import { inListOrder, type OrderedTable, orderedCollection } from "./ordering.ts";

/** Client logos for the home page's brand carousel (issue 13). */

export const clientLogosTable: OrderedTable = { table: siteClientLogos, id: siteClientLogos.id, order: siteClientLogos.order, createdAt: siteClientLogos.createdAt };

type ClientLogoRow = typeof siteClientLogos.$inferSelect;

/** In order, in the shape of app/content/brands.ts (plus the logo's alt text, the name when it has none). One query. */
export async function listClientLogos(db: Database): Promise<Array<Brand & { logoAlt: string }>> {
  const rows = await db.select().from(siteClientLogos).orderBy(...inListOrder(clientLogosTable));
  return rows.map((row) => ({ name: row.name, logo: row.logoUrl, logoAlt: row.logoAlt || row.name, width: row.width, height: row.height }));
}

function toRecord(row: ClientLogoRow): ClientLogoRecord {
  return { id: row.id, name: row.name, logo: { url: row.logoUrl, alt: row.logoAlt }, width: row.width, height: row.height, order: row.order, updatedAt: row.updatedAt.toISOString() };
}

export function clientLogoColumns({ logo, order: _order, ...input }: ValidClientLogoInput) {
  return { ...input, logoUrl: logo.url, logoAlt: logo.alt };
}

/** The admin API's list, create and replace. */
export const clientLogoEntries = orderedCollection(clientLogosTable, toRecord, clientLogoColumns);
