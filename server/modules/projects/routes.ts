import type { FastifyInstance } from "fastify";
import { PROJECT_MESSAGES, projectSchema } from "#contracts/projects.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
import { createProject, deleteProject, listProjects, updateProject } from "./service.ts";

type IdParams = { Params: { id: string } };

/** Projects (admin only): GET/POST /api/projects, PUT/DELETE /api/projects/{id}. */
export default async function projectRoutes(app: FastifyInstance) {
  await app.register(
    adminOnly(async (admin) => {
      admin.get("/projects", async () => ({ data: await listProjects(app.services.db) }));

      admin.post("/projects", async (request, reply) => {
        const project = await createProject(app.services.db, parseBody(projectSchema, request.body));
        return reply.status(201).send({ success: true, message: PROJECT_MESSAGES.created, data: project });
      });

      admin.put<IdParams>("/projects/:id", async (request) => {
        const project = await updateProject(app.services.db, request.params.id, parseBody(projectSchema, request.body));
        return { success: true, message: PROJECT_MESSAGES.updated, data: project };
      });

      admin.delete<IdParams>("/projects/:id", async (request) => {
        await deleteProject(app.services.db, request.params.id);
        return { success: true, message: PROJECT_MESSAGES.deleted };
      });
    }),
  );
}
