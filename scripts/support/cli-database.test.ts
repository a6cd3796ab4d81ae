import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { contacts } from "#server/db/schema.ts";
import { freshPglite } from "#tests/support/site-archive.ts";
import { failureReason } from "./cli-database.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshPglite();
});
afterAll(async () => {
  await database.close();
});

describe("what the export and import commands print when the database refuses a statement", () => {
  it("the database's own reason, never the statement's values (a visitor's name, email and message)", async () => {
    const row = { name: "Priya Shah", email: "priya@example.com", subject: "Plans", message: "My secret plans" };
    const [stored] = await database.db.insert(contacts).values(row).returning({ id: contacts.id });
    const failure = await database.db
      .insert(contacts)
      .values({ ...row, id: stored!.id })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const printed = failureReason(failure);
    expect(printed).toMatch(/^duplicate key value violates unique constraint/);
    for (const value of Object.values(row)) expect(printed).not.toContain(value);
  });

  it("any other error's message as it is", () => {
    expect(failureReason(new Error("ENOSPC: no space left on device"))).toBe("ENOSPC: no space left on device");
  });
});
