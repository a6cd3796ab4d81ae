import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { PROJECT_MESSAGES, projectRecordSchema, projectSavedSchema, projectSchema } from "#contracts/projects.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { recordActivity } from "../activity/service.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { createProject, deleteProject, listProjects, updateProject } from "./service.ts";

const tags = ["Projects"];
const params = idParams(PROJECT_MESSAGES.notFound);

/** Projects (admin only): GET/POST /api/projects, PUT/DELETE /api/projects/{id}. */
export default async function projectRoutes(app: ApiInstance) {
  const { db } = app.services;
  await app.register(
    adminOnly(async (admin) => {
      admin.get(
        "/projects",
        { schema: { tags, summary: "Every project, the latest start first", response: { 200: z.object({ data: z.array(projectRecordSchema) }) } } },
        async () => ({ data: await listProjects(db) }),
      );

      admin.post("/projects", { schema: { tags, summary: "Add a project", body: projectSchema, response: { 201: projectSavedSchema } } }, async (request, reply) => {
        const project = await createProject(db, request.body);
        await recordActivity(request, { kind: "project", action: "created", entityId: project.id, title: project.name });
        return reply.status(201).send({ success: true, message: PROJECT_MESSAGES.created, data: project });
      });

      admin.put(
        "/projects/:id",
        { schema: { tags, summary: "Replace a project", params, body: projectSchema, response: { 200: projectSavedSchema } } },
        async (request) => {
          const project = await updateProject(db, request.params.id, request.body);
          await recordActivity(request, { kind: "project", action: "updated", entityId: project.id, title: project.name });
          return { success: true as const, message: PROJECT_MESSAGES.updated, data: project };
        },
      );

      admin.delete("/projects/:id", { schema: { tags, summary: "Delete a project", params, response: { 200: acknowledgementSchema } } }, async (request) => {
        const name = await deleteProject(db, request.params.id);
        await recordActivity(request, { kind: "project", action: "deleted", entityId: request.params.id, title: name });
        return { success: true as const, message: PROJECT_MESSAGES.deleted };
      });
    }, { roles: ["owner", "editor"] }),
  );
}
