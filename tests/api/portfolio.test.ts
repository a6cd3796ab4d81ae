import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { portfolioItems } from "#server/db/schema.ts";
import { refusedAuthorizations } from "#tests/support/publishing.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const validItem = {
  title: "Charotar Organics Online Store",
  description: "A Shopify store with UPI checkout and WhatsApp order updates.",
  category: "E-commerce",
  imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
  status: "published",
  technologies: ["Shopify", "Razorpay"],
};

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url, payload, headers });

async function insertItem(values: Partial<typeof portfolioItems.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(portfolioItems)
    .values({ description: "Work", imageUrl: "/images/portfolio/kesar-sweets.webp", ...values })
    .returning();
  return row!;
}

const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

describe("public portfolio API", () => {
  it("GET /api/portfolio/status/published lists only published items, newest first, with SPEC's fields", async () => {
    await insertItem({ title: "Old", createdAt: new Date("2026-01-01T00:00:00Z") });
    const recent = await insertItem({ title: "Recent", createdAt: new Date("2026-05-01T00:00:00Z"), technologies: ["Figma"] });
    await insertItem({ title: "Hidden", status: "draft" });
    const response = await call("GET", "/api/portfolio/status/published", undefined, {});
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(["Recent", "Old"]);
    expect(response.json()[0]).toEqual({
      _id: recent.id,
      title: "Recent",
      description: "Work",
      category: "General",
      imageUrl: "/images/portfolio/kesar-sweets.webp",
      status: "published",
      technologies: ["Figma"],
      createdAt: "2026-05-01T00:00:00.000Z",
      updatedAt: expect.any(String),
    });
  });

  it("GET /api/portfolio/{id} answers a published item, 404 for a draft, an unknown id and a non-id", async () => {
    const published = await insertItem({ title: "Shown" });
    const draft = await insertItem({ status: "draft" });
    const found = await call("GET", `/api/portfolio/${published.id}`, undefined, {});
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ _id: published.id, title: "Shown" });
    for (const id of [draft.id, "8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90", "12345"]) {
      const response = await call("GET", `/api/portfolio/${id}`, undefined, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Portfolio item not found" });
    }
  });

  it("GET /api/portfolio/category/{category} lists the published items of one category", async () => {
    await insertItem({ title: "Brand", category: "Branding" });
    await insertItem({ title: "Brand draft", category: "Branding", status: "draft" });
    await insertItem({ title: "Store", category: "E-commerce" });
    const response = await call("GET", "/api/portfolio/category/branding", undefined, {});
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(["Brand"]);
  });
});

describe("admin portfolio API", () => {
  it("refuses every admin endpoint without a valid token, with SPEC's words where it has them", async () => {
    const item = await insertItem();
    for (const [label, headers] of await refusedAuthorizations(t.db, t.config)) {
      const list = await call("GET", "/api/portfolio", undefined, headers);
      expect(list.statusCode, label).toBe(401);
      expect(list.json()).toEqual({ message: "Please log in to view portfolio items" });
      for (const [method, url] of [
        ["POST", "/api/portfolio"],
        ["PUT", `/api/portfolio/${item.id}`],
      ] as const) {
        const response = await call(method, url, validItem, headers);
        expect(response.statusCode, `${method} with ${label}`).toBe(401);
        expect(response.json()).toEqual({ message: "Please log in to save portfolio items" });
      }
      expect((await call("DELETE", `/api/portfolio/${item.id}`, undefined, headers)).statusCode).toBe(401);
    }
    const rows = await t.db.select().from(portfolioItems);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe("Portfolio Item");
  });

  it("GET /api/portfolio answers an array of every item, drafts included", async () => {
    await insertItem({ title: "Draft", status: "draft" });
    await insertItem({ title: "Live" });
    const response = await call("GET", "/api/portfolio");
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
    expect(titles(response.json()).sort()).toEqual(["Draft", "Live"]);
  });

  it("POST /api/portfolio creates an item (201), trimming the description and technologies", async () => {
    const response = await call("POST", "/api/portfolio", {
      ...validItem,
      description: "  A store.  ",
      technologies: [" Shopify ", "", "Razorpay", "shopify"],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ ...validItem, description: "A store.", technologies: ["Shopify", "Razorpay"] });
    const [row] = await t.db.select().from(portfolioItems).where(eq(portfolioItems.id, created._id));
    expect(row!.description).toBe("A store.");
  });

  it("applies SPEC's defaults: title 'Portfolio Item', category 'General', status published, no technologies", async () => {
    for (const payload of [
      { description: "Only the required fields", imageUrl: validItem.imageUrl },
      { description: "Blank optional fields", imageUrl: validItem.imageUrl, title: "  ", category: "", status: "", technologies: null },
    ]) {
      const response = await call("POST", "/api/portfolio", payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ title: "Portfolio Item", category: "General", status: "published", technologies: [] });
    }
  });

  it("accepts technologies as one comma-separated string", async () => {
    const response = await call("POST", "/api/portfolio", { ...validItem, technologies: "React, Node.js , ,Tailwind" });
    expect(response.json().technologies).toEqual(["React", "Node.js", "Tailwind"]);
  });

  it.each([
    ["description", "Description is required", { description: "" }],
    ["description", "Description is required", { description: "   " }],
    ["description", "Description is required", { description: undefined }],
    ["imageUrl", "Image is required", { imageUrl: "" }],
    ["imageUrl", "Image is required", { imageUrl: undefined }],
    ["imageUrl", "The image must be an uploaded image or a web address starting with http:// or https://", { imageUrl: "data:image/png;base64,AAAA" }],
    ["status", "Status must be draft or published", { status: "hidden" }],
    ["description", "Description must be at most 5,000 characters", { description: "x".repeat(5001) }],
  ])("refuses a bad %s with '%s' and stores nothing", async (field, message, change) => {
    const response = await call("POST", "/api/portfolio", { ...validItem, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await t.db.select().from(portfolioItems)).toHaveLength(0);
  });

  it("PUT /api/portfolio/{id} replaces the item (with the same rules and defaults)", async () => {
    const item = await insertItem({ title: "Before", status: "draft" });
    const response = await call("PUT", `/api/portfolio/${item.id}`, { ...validItem, title: "", category: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: item.id, title: "Portfolio Item", category: "General", status: "published" });
    const invalid = await call("PUT", `/api/portfolio/${item.id}`, { ...validItem, description: " " });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Description is required");
    expect((await call("GET", `/api/portfolio/${item.id}`, undefined, {})).statusCode).toBe(200);
  });

  it("PUT keeps what it leaves out: fixing a draft's description neither publishes it nor renames it", async () => {
    const item = await insertItem({ title: "Kesar Sweets Website", status: "draft", technologies: ["WordPress"] });
    const response = await call("PUT", `/api/portfolio/${item.id}`, { description: "Fixed typo", status: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Kesar Sweets Website", description: "Fixed typo", status: "draft", technologies: ["WordPress"] });
    const [stored] = await t.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.id));
    expect(stored).toMatchObject({ title: "Kesar Sweets Website", status: "draft", technologies: ["WordPress"] });
    expect((await call("GET", `/api/portfolio/${item.id}`, undefined, {})).statusCode).toBe(404);
  });

  it("PUT and DELETE answer 404 for an unknown id or a non-id", async () => {
    for (const id of ["8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90", "abc"]) {
      const updated = await call("PUT", `/api/portfolio/${id}`, validItem);
      expect(updated.statusCode).toBe(404);
      expect(updated.json()).toEqual({ message: "Portfolio item not found" });
      expect((await call("DELETE", `/api/portfolio/${id}`)).statusCode).toBe(404);
    }
  });

  it("DELETE /api/portfolio/{id} removes the item and answers a truthy body", async () => {
    const item = await insertItem();
    const response = await call("DELETE", `/api/portfolio/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Portfolio item deleted successfully" });
    expect(await t.db.select().from(portfolioItems)).toHaveLength(0);
  });
});
