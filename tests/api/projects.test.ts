import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema.ts";
import { demoProjects } from "#server/db/seed-data.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const project = {
  name: "Charotar Organics Relaunch",
  description: "New store, new packaging photography and a festive campaign.",
  status: "active",
  startDate: "2026-11-01",
  endDate: "2027-01-31",
  teamSize: 5,
  tags: ["E-commerce", "Photography"],
};

const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/projects", headers: auth, payload });
const update = (id: string, payload: object) => t.app.inject({ method: "PUT", url: `/api/projects/${id}`, headers: auth, payload });
const list = async () => (await t.app.inject({ method: "GET", url: "/api/projects", headers: auth })).json().data;

describe("project endpoints need a signed-in admin", () => {
  it.each([
    ["GET", "/api/projects"],
    ["POST", "/api/projects"],
    ["PUT", `/api/projects/${randomUUID()}`],
    ["DELETE", `/api/projects/${randomUUID()}`],
  ] as const)("%s %s answers 401 without a token", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === "POST" || method === "PUT" ? project : undefined });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/projects", () => {
  it("lists the projects, latest start first", async () => {
    await t.db.insert(projects).values(demoProjects);
    const data = await list();
    expect(data.map((p: { name: string }) => p.name)).toEqual(["Website Redesign", "Mobile App Development"]);
    expect(data[0]).toEqual({
      id: expect.any(String),
      name: "Website Redesign",
      description: expect.stringContaining("redesign"),
      status: "active",
      startDate: "2026-10-01",
      endDate: "2026-12-15",
      teamSize: 4,
      tags: ["Web Development", "UI/UX", "SEO"],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });
});

describe("POST /api/projects", () => {
  it("creates a project", async () => {
    const response = await create(project);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Project created successfully",
      data: { ...project, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    expect(await list()).toHaveLength(1);
  });

  it("accepts a project without an end date, trims and de-duplicates tags, and takes team size from a form string", async () => {
    const response = await create({ ...project, endDate: "", teamSize: "3", tags: [" SEO ", "SEO", "", "Ads"] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ endDate: null, teamSize: 3, tags: ["SEO", "Ads"] });
  });

  it("accepts an end date on the start date", async () => {
    expect((await create({ ...project, endDate: project.startDate })).statusCode).toBe(201);
  });

  it.each([
    [{ ...project, name: "" }, "name", "Project name is required"],
    [{ ...project, name: "   " }, "name", "Project name is required"],
    [{ ...project, startDate: "" }, "startDate", "Start date is required"],
    [{ ...project, startDate: "2026-02-30" }, "startDate", "Please enter a valid date"],
    [{ ...project, endDate: "tomorrow" }, "endDate", "Please enter a valid date"],
    [{ ...project, endDate: "2026-10-31" }, "endDate", "End date cannot be before the start date"],
    [{ ...project, teamSize: 0 }, "teamSize", "Team size must be a positive whole number"],
    [{ ...project, teamSize: -2 }, "teamSize", "Team size must be a positive whole number"],
    [{ ...project, teamSize: 2.5 }, "teamSize", "Team size must be a positive whole number"],
    [{ ...project, teamSize: "many" }, "teamSize", "Team size must be a positive whole number"],
    [{ ...project, teamSize: undefined }, "teamSize", "Team size must be a positive whole number"],
    [{ ...project, teamSize: 1001 }, "teamSize", "Team size must be at most 1,000"],
    [{ ...project, status: "paused" }, "status", "Status must be active, completed or on-hold"],
    [{ ...project, tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, "tags", "A project can have at most 20 tags"],
  ])("refuses %o: %s '%s'", async (payload, field, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors[field]).toBe(message);
    expect(await t.db.select().from(projects)).toEqual([]);
  });
});

describe("PUT /api/projects/{id}", () => {
  it("updates the project", async () => {
    const { data } = (await create(project)).json();
    const response = await update(data.id, { ...project, status: "on-hold", teamSize: 2, tags: ["Paused by client"] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Project updated successfully",
      data: { id: data.id, status: "on-hold", teamSize: 2, tags: ["Paused by client"] },
    });
  });

  it("applies the same rules", async () => {
    const { data } = (await create(project)).json();
    const response = await update(data.id, { ...project, endDate: "2020-01-01" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("End date cannot be before the start date");
  });

  it.each([randomUUID(), "website-redesign"])("answers 404 'Project not found' for %s", async (id) => {
    const response = await update(id, project);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Project not found" });
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("deletes the project", async () => {
    const { data } = (await create(project)).json();
    const response = await t.app.inject({ method: "DELETE", url: `/api/projects/${data.id}`, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Project deleted successfully" });
    expect(await list()).toEqual([]);
    expect((await t.app.inject({ method: "DELETE", url: `/api/projects/${data.id}`, headers: auth })).statusCode).toBe(404);
  });
});
