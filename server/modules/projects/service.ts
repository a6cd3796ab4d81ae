import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { type Project, PROJECT_MESSAGES, type projectSchema } from "#contracts/projects.ts";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema.ts";
import { notFound } from "../../http-error.ts";

/** Projects the agency is running (SPEC §2 Projects), managed from the admin panel. */

export type ValidProject = z.output<typeof projectSchema>;
type ProjectRow = typeof projects.$inferSelect;

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    teamSize: row.teamSize,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every project, the latest start first. */
export async function listProjects(db: Database): Promise<Project[]> {
  const rows = await db.select().from(projects).orderBy(desc(projects.startDate), desc(projects.createdAt), asc(projects.id));
  return rows.map(toProject);
}

export async function createProject(db: Database, input: ValidProject): Promise<Project> {
  const [row] = await db.insert(projects).values(input).returning();
  return toProject(row!);
}

export async function updateProject(db: Database, id: string, input: ValidProject): Promise<Project> {
  const [row] = await db.update(projects).set(input).where(eq(projects.id, id)).returning();
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  return toProject(row);
}

/** Deletes a project; answers its name (for the activity log). */
export async function deleteProject(db: Database, id: string): Promise<string> {
  const [deleted] = await db.delete(projects).where(eq(projects.id, id)).returning({ name: projects.name });
  if (!deleted) throw notFound(PROJECT_MESSAGES.notFound);
  return deleted.name;
}
