import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";
import type { EmailPayload } from "#server/email/outbox.ts";
import { OutboxWorker, type OutboxWorkerOptions, type WorkerLogger } from "#server/email/worker.ts";

/** Rows of the email outbox, oldest first. */
export async function outboxRows(db: Database) {
  return db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.purpose));
}

/** The queued email with this purpose (fails the test if there is none). */
export async function queuedEmail(db: Database, purpose: string): Promise<EmailPayload & { id: string; status: string }> {
  const [row] = await db.select().from(outbox).where(eq(outbox.purpose, purpose));
  if (!row) throw new Error(`No ${purpose} email in the outbox`);
  return { ...(row.payload as EmailPayload), id: row.id, status: row.status };
}

export interface RecordingLogger extends WorkerLogger {
  lines: Array<{ level: "info" | "warn" | "error"; object: object; message: string }>;
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger["lines"] = [];
  return {
    lines,
    info: (object, message) => lines.push({ level: "info", object, message }),
    warn: (object, message) => lines.push({ level: "warn", object, message }),
    error: (object, message) => lines.push({ level: "error", object, message }),
  };
}

/**
 * A worker for tests: never started in the background; tests call `runOnce()`. It asks a mail
 * server that was down whether it is back at every round (not every 10 s).
 */
export function testWorker(
  db: Database,
  config: OutboxWorkerOptions["config"],
  log: WorkerLogger = recordingLogger(),
  options: Partial<OutboxWorkerOptions> = {},
) {
  return new OutboxWorker({ db, config, log, webhookTimeoutMs: 2_000, relayCheckIntervalMs: 0, ...options });
}
