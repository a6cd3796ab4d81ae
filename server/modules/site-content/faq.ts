import type { FaqEntry, FaqGroup } from "#app/content/faq.ts";
import type { FaqEntryRecord, ValidFaqEntryInput } from "#contracts/site-faq.ts";
import type { Database } from "../../db/client.ts";
import { siteFaq } from "../../db/schema.ts";
import { inListOrder, type OrderedTable, orderedCollection } from "./ordering.ts";

/** FAQ entries (issue 13). `listFaq` is what /faq and the home page read. */

export const faqTable: OrderedTable = { table: siteFaq, id: siteFaq.id, order: siteFaq.order, createdAt: siteFaq.createdAt };

type FaqRow = typeof siteFaq.$inferSelect;

/** An anchor for a group's heading: "Pricing and contracts" → "pricing-and-contracts". */
export function faqGroupId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "questions";
}

export interface SiteFaq {
  /** Every entry, by group, in order: /faq. A group is placed where its first entry is. */
  groups: FaqGroup[];
  /** The home page's short list, in its own order. */
  home: FaqEntry[];
}

/** One query. */
export async function listFaq(db: Database): Promise<SiteFaq> {
  const rows = await db.select().from(siteFaq).orderBy(...inListOrder(faqTable));
  const groups = new Map<string, FaqGroup>();
  for (const row of rows) {
    let group = groups.get(row.group);
    if (!group) groups.set(row.group, (group = { id: faqGroupId(row.group), heading: row.group, entries: [] }));
    group.entries.push({ question: row.question, answer: row.answer });
  }
  const home = rows
    .filter((row): row is FaqRow & { homeOrder: number } => row.homeOrder !== null)
    .sort((a, b) => a.homeOrder - b.homeOrder)
    .map((row) => ({ question: row.question, answer: row.answer }));
  return { groups: [...groups.values()], home };
}

function toRecord(row: FaqRow): FaqEntryRecord {
  return { id: row.id, question: row.question, answer: row.answer, group: row.group, order: row.order, homeOrder: row.homeOrder, updatedAt: row.updatedAt.toISOString() };
}

/** The admin API's list, create and replace. */
export const faqEntries = orderedCollection(faqTable, toRecord, ({ order: _order, ...input }: ValidFaqEntryInput) => input);
