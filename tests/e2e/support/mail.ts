import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, inject } from "vitest";
import type { ReceivedEmail } from "#tests/support/smtp-sink.ts";

/** Every email the e2e server delivered to the SMTP sink so far. */
export function receivedEmails(): ReceivedEmail[] {
  const dir = inject("mailDir");
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ReceivedEmail);
}

/** Waits until the sink has an email matching `match`, and returns it. */
export async function emailWhere(match: (email: ReceivedEmail) => boolean): Promise<ReceivedEmail> {
  await expect.poll(() => receivedEmails().some(match), { timeout: 20_000 }).toBe(true);
  return receivedEmails().find(match)!;
}
