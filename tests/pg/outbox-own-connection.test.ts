import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { backgroundDb, openDatabase } from "#server/db/client.ts";
import { enqueueEmail } from "#server/email/outbox.ts";
import { outboxRows, recordingLogger, testWorker } from "#tests/support/outbox.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";

/**
 * Between the mail server accepting an email and the row being marked sent, a crash sends it again
 * on the next start. That window must stay milliseconds long even when HTTP requests hold every
 * pooled connection: the worker writes on connections of its own.
 */

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

it("marks emails sent while requests hold every connection of the request pool", async () => {
  await getTestDatabase();
  await resetDatabase();
  const database = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "", poolMax: 2 });
  let release = () => {};
  const busy = new Promise<void>((resolve) => (release = resolve));
  try {
    for (let n = 0; n < 10; n++) {
      await enqueueEmail(database.db, { purpose: "test", to: `v${n}@example.com`, subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
    }
    // Slow requests hold both request connections for as long as the worker runs.
    const holders = [0, 1].map(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await busy;
      }),
    );
    const worker = testWorker(backgroundDb(database), testConfig({ smtpUrl: sink.url }), recordingLogger());
    expect(await worker.runOnce()).toEqual({ sent: 10, retrying: 0, failed: 0 });
    expect(database.poolStats!().find((pool) => pool.pool === "requests")).toMatchObject({ total: 2, idle: 0 });
    release();
    await Promise.all(holders);
    await worker.stop();

    expect(sink.received).toHaveLength(10);
    expect((await outboxRows(database.db)).every((row) => row.status === "sent")).toBe(true);
  } finally {
    release();
    await database.close();
  }
});
