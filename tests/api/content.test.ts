import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentItems } from "#server/db/schema.ts";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const hero = {
  title: "Home Page Hero",
  content: "Grow your business with Vistaar\nDigital marketing, technology and people, under one roof in Anand.",
  type: "section",
  location: "home/hero",
  status: "draft",
};

const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/content", headers: auth, payload });
const update = (id: string, payload: object) => t.app.inject({ method: "PUT", url: `/api/content/${id}`, headers: auth, payload });

describe("content endpoints need a signed-in admin", () => {
  it.each([
    ["GET", "/api/content"],
    ["POST", "/api/content"],
    ["PUT", `/api/content/${randomUUID()}`],
    ["DELETE", `/api/content/${randomUUID()}`],
  ] as const)("%s %s answers 401 without a token", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === "POST" || method === "PUT" ? hero : undefined });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(contentItems)).toEqual([]);
  });
});

describe("POST /api/content", () => {
  it("stores the item and answers 'Content added successfully'", async () => {
    const response = await create(hero);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: "Content added successfully",
      data: { ...hero, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    const list = (await t.app.inject({ method: "GET", url: "/api/content", headers: auth })).json();
    expect(list.data).toEqual([body.data]);
  });

  it("defaults to a draft section and tidies the location", async () => {
    const response = await create({ title: "Vision", content: "To help every business grow.", location: " About/Vision " });
    expect(response.json().data).toMatchObject({ type: "section", status: "draft", location: "about/vision" });
  });

  it.each([
    [{ ...hero, title: "" }, "title"],
    [{ ...hero, title: "   " }, "title"],
    [{ ...hero, content: " \n " }, "content"],
    [{ ...hero, location: "" }, "location"],
    [{ type: "page" }, "title"],
  ])("refuses %o with 'Please fill in all required fields'", async (payload, field) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe("Please fill in all required fields");
    expect(body.errors[field]).toBe("Please fill in all required fields");
    expect(await t.db.select().from(contentItems)).toEqual([]);
  });

  it.each([
    [{ ...hero, type: "banner" }, "Type must be page or section"],
    [{ ...hero, status: "live" }, "Status must be draft or published"],
    [{ ...hero, location: "home hero" }, "Location must be lower-case words separated by slashes, e.g. home/hero"],
    [{ ...hero, location: "/home/" }, "Location must be lower-case words separated by slashes, e.g. home/hero"],
    [{ ...hero, title: "x".repeat(201) }, "Title must be at most 200 characters"],
  ])("refuses %o with '%s'", async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("PUT /api/content/{id}", () => {
  it("updates the item and answers 'Content updated successfully'", async () => {
    const { data } = (await create(hero)).json();
    const response = await update(data.id, { ...hero, status: "published", content: "New headline\nNew description" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Content updated successfully",
      data: { id: data.id, status: "published", content: "New headline\nNew description" },
    });
  });

  it("applies the same rules as adding", async () => {
    const { data } = (await create(hero)).json();
    const response = await update(data.id, { ...hero, content: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please fill in all required fields");
  });

  it.each([randomUUID(), "home-hero"])("answers 404 'Content not found' for %s", async (id) => {
    const response = await update(id, hero);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Content not found" });
  });
});

describe("DELETE /api/content/{id}", () => {
  it("deletes the item and answers 'Content deleted successfully'", async () => {
    const { data } = (await create(hero)).json();
    const response = await t.app.inject({ method: "DELETE", url: `/api/content/${data.id}`, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Content deleted successfully" });
    expect(await t.db.select().from(contentItems)).toEqual([]);
    const again = await t.app.inject({ method: "DELETE", url: `/api/content/${data.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
  });
});

describe("published content overrides the site's copy", () => {
  it("only published items reach the pages, the latest edit winning per location", async () => {
    const { data: draft } = (await create(hero)).json();
    expect(await findPublishedContent(t.db, ["home/hero"])).toEqual({});

    await update(draft.id, { ...hero, status: "published" });
    expect(await findPublishedContent(t.db, ["home/hero", "about/vision"])).toEqual({
      "home/hero": { title: hero.title, content: hero.content },
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    await create({ ...hero, title: "Diwali hero", content: "Festive offers\nUntil 15 November", status: "published" });
    expect((await findPublishedContent(t.db, ["home/hero"]))["home/hero"]!.title).toBe("Diwali hero");

    await update(draft.id, { ...hero, status: "draft" });
    expect((await findPublishedContent(t.db, ["home/hero"]))["home/hero"]!.title).toBe("Diwali hero");
  });

  it("picks the same item on every request when two were edited in the same instant: the later added", async () => {
    const editedAt = new Date("2026-11-20T10:00:00Z");
    const item = (title: string, createdAt: Date) => ({ ...hero, id: randomUUID(), title, type: "section" as const, status: "published" as const, createdAt, updatedAt: editedAt });
    // Stored in this order, so that the database's own row order (all a single sort key leaves) picks the other one.
    await t.db.insert(contentItems).values(item("Added first", new Date("2026-11-18T10:00:00Z")));
    await t.db.insert(contentItems).values(item("Added second", new Date("2026-11-19T10:00:00Z")));
    for (let request = 0; request < 3; request++) {
      expect((await findPublishedContent(t.db, ["home/hero"]))["home/hero"]!.title).toBe("Added second");
    }
  });
});
