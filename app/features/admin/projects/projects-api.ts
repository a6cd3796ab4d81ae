import { api } from "#app/lib/admin-api.ts";
import type { Project, ProjectInput } from "#contracts/projects.ts";

export async function fetchProjects(request: Request) {
  return (await api<{ data: Project[] }>("/api/projects", { request })).data;
}

export async function saveProject(id: string | null, input: ProjectInput) {
  const response = await api<{ data: Project }>(id ? `/api/projects/${encodeURIComponent(id)}` : "/api/projects", {
    method: id ? "PUT" : "POST",
    json: input,
  });
  return response.data;
}

export function deleteProject(id: string) {
  return api(`/api/projects/${encodeURIComponent(id)}`, { method: "DELETE" });
}
