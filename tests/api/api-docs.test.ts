import { compileErrors, validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/support/test-app.ts";
import { getTestDatabase } from "#tests/support/test-database.ts";

type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security?: Array<Record<string, string[]>>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, object> } };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.app.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("documents every endpoint with its parameters, body and answers", () => {
    const documented = operations();
    expect(documented.length).toBeGreaterThanOrEqual(38);
    for (const { path, method, operation } of documented) {
      const where = `${method.toUpperCase()} ${path}`;
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
      expect(success?.[1].content, `${where} answers`).toBeDefined();
      expect(operation.responses["4XX"], `${where} refusals`).toBeDefined();
      for (const name of path.match(/(?<=\{)\w+(?=\})/g) ?? []) {
        expect(operation.parameters?.some((parameter) => parameter.in === "path" && parameter.name === name), `${where} {${name}}`).toBe(true);
      }
      if (["post", "put", "patch"].includes(method)) expect(operation.requestBody, `${where} body`).toBeDefined();
    }
  });

  it("shows the admin endpoints behind bearer authentication, and only those", () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const secured = (path: string, method: string) => Boolean(document.paths[path]?.[method]?.security?.some((entry) => "bearerAuth" in entry));
    expect(secured("/api/blog", "post")).toBe(true);
    expect(secured("/api/contact/{id}", "delete")).toBe(true);
    expect(secured("/api/portfolio/upload", "post")).toBe(true);
    expect(secured("/api/newsletter/subscribers.csv", "get")).toBe(true);
    expect(secured("/api/contact", "post")).toBe(false);
    expect(secured("/api/blog/status/published", "get")).toBe(false);
    expect(secured("/api/admin/login", "post")).toBe(false);
  });

  it("describes the upload as a multipart form with the image file", () => {
    const body = document.paths["/api/blog/upload"]!.post!.requestBody!;
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    expect(body.content["multipart/form-data"]!.schema).toMatchObject({ properties: { image: { type: "string", format: "binary" } } });
  });

  it("lists fields that have a default as optional", () => {
    const schema = document.paths["/api/blog"]!.post!.requestBody!.content["application/json"]!.schema as {
      required: string[];
      properties: Record<string, { description?: string }>;
    };
    expect(schema.required.sort()).toEqual(["author", "content", "title"]);
    // The image has a default (empty) for drafts, and says when it is needed (docs/decisions/041).
    expect(schema.properties.imageUrl!.description).toBe("The post's image: required unless the post is a draft.");
  });
});

describe("route contracts", () => {
  it("stop the app from starting when an /api route declares no schema", async () => {
    const app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: false });
    try {
      await expect(
        app.register(async (scope) => {
          scope.post("/api/undocumented", async () => ({ ok: true }));
        }),
      ).rejects.toThrow("POST /api/undocumented declares no response schema");
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page and its scripts from this server, allowed by the page's CSP", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith("/api/docs/"), src).toBe(true);
      expect((await t.app.inject({ method: "GET", url: src })).statusCode, src).toBe(200);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  });
});
