// Measures how fast the email outbox empties into a local SMTP server: queues N emails of a real
// enquiry's size, runs the delivery worker against an smtp-server sink on this machine, and prints
// messages per second (and checks that every message arrived exactly once). The SMTP server runs in
// a process of its own, as a local relay would.
//
// Usage: npm run bench:outbox -- [--messages 2000]
//   Uses a throw-away embedded database (PGlite in memory).
//   With BENCH_DATABASE_URL=postgres://… it uses a temporary database on that PostgreSQL server instead.
import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { backgroundDb } from "#server/db/client.ts";
import { enqueueEmail } from "#server/email/outbox.ts";
import { OutboxWorker } from "#server/email/worker.ts";
import { openBenchDatabase } from "./bench-support/bench-database.ts";
import { takeOption } from "./support/cli-options.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const messages = Number(option("--messages", "2000").replace(/_/g, ""));
const postgresUrl = process.env.BENCH_DATABASE_URL;

/** The SMTP server: scripts/bench-support/smtp-counter.ts in a process of its own. */
async function startSink() {
  const child = fork(fileURLToPath(new URL("./bench-support/smtp-counter.ts", import.meta.url)), { execArgv: ["--import", "tsx"] });
  const nextMessage = <T>() => new Promise<T>((resolve) => child.once("message", (message) => resolve(message as T)));
  const { port } = await nextMessage<{ port: number }>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    async messageIds() {
      const report = nextMessage<{ messageIds: string[] }>();
      child.send("report");
      return (await report).messageIds;
    },
    close: () => new Promise<void>((resolve) => child.once("exit", () => resolve()).send("stop")),
  };
}

// A contact confirmation's size: a few KB of HTML and text.
const paragraph = "Thank you for contacting Vistaar. We have received your message and will reply within 24-48 hours. ";
const text = paragraph.repeat(12);
const html = `<!doctype html><html><body><table><tr><td>${`<p>${paragraph}</p>`.repeat(40)}</td></tr></table></body></html>`;

const { handle, drop } = await openBenchDatabase("outbox");
const sink = await startSink();
try {
  await handle.migrate();
  const queueStarted = performance.now();
  for (let start = 0; start < messages; start += 500) {
    await handle.db.transaction(async (tx) => {
      for (let n = start; n < Math.min(messages, start + 500); n++) {
        await enqueueEmail(tx, { purpose: "bench", to: `visitor${n}@example.com`, subject: `Enquiry ${n}`, text, html });
      }
    });
  }
  const queuedIn = performance.now() - queueStarted;

  const silent = { info() {}, warn() {}, error() {} };
  const worker = new OutboxWorker({
    db: backgroundDb(handle),
    config: { smtpUrl: sink.url, mailFrom: "Vistaar <hello@vistaar.example>", publicUrl: "https://www.vistaar.example" },
    log: silent,
  });
  const started = performance.now();
  let sent = 0;
  while (sent < messages) {
    const round = await worker.runOnce();
    sent += round.sent;
    if (round.sent === 0 && round.retrying + round.failed > 0) throw new Error(`deliveries failed: ${JSON.stringify(round)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();

  const received = await sink.messageIds();
  const unique = new Set(received).size;
  const database = postgresUrl ? "PostgreSQL" : "PGlite";
  console.log(`queued ${messages} emails in ${(queuedIn / 1000).toFixed(1)} s (${database})`);
  console.log(`delivered ${sent} in ${seconds.toFixed(2)} s: ${Math.round(sent / seconds)} messages/s`);
  console.log(`received by the SMTP server: ${received.length}, distinct Message-IDs: ${unique}${unique === messages ? "" : "  <-- MISMATCH"}`);
  if (received.length !== messages || unique !== messages) process.exitCode = 1;
} finally {
  await sink.close();
  await drop();
}
