import type { TeamMemberRecord, ValidTeamMemberInput } from "#contracts/site-team.ts";
import type { Database } from "../../db/client.ts";
import { siteTeamMembers } from "../../db/schema.ts";
import { inListOrder, type OrderedTable, orderedCollection } from "./ordering.ts";

/** Team members for the About page (issue 13). */

export const teamTable: OrderedTable = { table: siteTeamMembers, id: siteTeamMembers.id, order: siteTeamMembers.order, createdAt: siteTeamMembers.createdAt };

type TeamRow = typeof siteTeamMembers.$inferSelect;

export interface TeamMember {
  name: string;
  role: string;
  photo: { url: string; alt: string } | null;
}

/** In order: what the About page shows. One query. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db.select().from(siteTeamMembers).orderBy(...inListOrder(teamTable));
  return rows.map((row) => ({ name: row.name, role: row.role, photo: row.photoUrl ? { url: row.photoUrl, alt: row.photoAlt } : null }));
}

function toRecord(row: TeamRow): TeamMemberRecord {
  return { id: row.id, name: row.name, role: row.role, photo: row.photoUrl ? { url: row.photoUrl, alt: row.photoAlt } : null, order: row.order, updatedAt: row.updatedAt.toISOString() };
}

export function teamMemberColumns({ photo, order: _order, ...input }: ValidTeamMemberInput) {
  return { ...input, photoUrl: photo?.url ?? null, photoAlt: photo?.alt ?? "" };
}

/** The admin API's list, create and replace. */
export const teamMembers = orderedCollection(teamTable, toRecord, teamMemberColumns);
