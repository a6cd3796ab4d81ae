// The embedded database (PGlite) in a worker thread of its own, so its queries never block the HTTP
// event loop. Plain JavaScript: it is started by path (server/db/embedded.ts) in production, under tsx
// and under Vitest alike, with no TypeScript loader.
//
// PGlite is one PostgreSQL backend: one statement at a time. Work waits in two queues and reads go
// first (a page waits for at most the statement or transaction in progress, not for every queued form
// submission), with at most READ_BURST reads in a row while writes wait, so writes are never starved.
// Queues are bounded by the wait they promise: when the writes already queued would take longer than
// maxWriteWaitMs to run (at the pace writes have been running), or a queue holds its hard maximum, a
// request is refused at once (the app answers 503 with Retry-After) instead of joining a growing backlog.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
// Keep in step with PGLITE_EXTENSIONS in client.ts (the migrations create these extensions).
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { location, maxQueuedReads, maxQueuedWrites, maxWriteWaitMs } = workerData;
const READ_BURST = 8;
/** A transaction whose app side went quiet this long is rolled back: the database must not stay held. */
const TRANSACTION_IDLE_MS = 30_000;
const BUSY = "VISTAAR_DATABASE_BUSY";

/**
 * PostgreSQL's default buffer pool is 128 MB, all of it in this process's memory. The site's data is a
 * few megabytes and the operating system caches the database files anyway: 32 MB keeps the server's
 * memory in budget (docs/decisions/010).
 */
const SHARED_BUFFERS = "32MB";

const db = await PGlite.create(location, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`],
});

/** @type {Array<any>} */
const reads = [];
/** @type {Array<any>} */
const writes = [];
let running = false;
let readsInARow = 0;
/** How long a write (a statement or a whole transaction) has been taking, smoothed. */
let writeMs = 1;
/** Messages for an open transaction (statements, then commit or rollback), in the order they came. */
class Inbox {
  /** @type {Array<any>} */
  messages = [];
  /** @type {((message: any) => void) | undefined} */
  waiting;

  put(message) {
    if (this.waiting) {
      const wake = this.waiting;
      this.waiting = undefined;
      wake(message);
    } else {
      this.messages.push(message);
    }
  }

  take() {
    if (this.messages.length > 0) return Promise.resolve(this.messages.shift());
    return new Promise((resolve, reject) => {
      const idle = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error("transaction idle for too long: rolled back"));
      }, TRANSACTION_IDLE_MS);
      this.waiting = (message) => {
        clearTimeout(idle);
        resolve(message);
      };
    });
  }
}

/** @type {Map<number, Inbox>} open transactions by the id of the message that began them */
const transactions = new Map();

const reply = (id, result) => parentPort.postMessage({ id, ok: true, result });
const fail = (id, error) => parentPort.postMessage({ id, ok: false, error: serializeError(error) });

/** PostgreSQL's error fields (code, detail, constraint, …) travel with the message. */
function serializeError(error) {
  const fields = { name: error?.name ?? "Error", message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** drizzle passes parsers that leave dates and intervals as text; functions cannot cross threads. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, (value) => value]));
  return { rowMode: options.rowMode, parsers };
}

async function runQuery(target, message) {
  const result = await target.query(message.sql, message.params, queryOptions(message.options));
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

function runTransaction(message) {
  const id = message.id;
  let begun = false;
  let commit;
  const inbox = new Inbox();
  transactions.set(id, inbox);
  return db
    .transaction(async (tx) => {
      begun = true;
      reply(id, id);
      for (;;) {
        const next = await inbox.take();
        if (next.op === "commit") {
          commit = next;
          return;
        }
        if (next.op === "rollback") throw next;
        try {
          reply(next.id, await runQuery(tx, next));
        } catch (error) {
          fail(next.id, error);
        }
      }
    })
    .then(
      () => reply(commit.id, null),
      (error) => {
        if (error?.op === "rollback") reply(error.id, null);
        // A COMMIT that fails (a statement in the transaction had failed) is answered with its error.
        else if (commit) fail(commit.id, error);
        else if (!begun) fail(id, error);
        else process.emitWarning(`embedded database: ${error?.message ?? error}`);
      },
    )
    .finally(() => transactions.delete(id));
}

async function run(message) {
  try {
    if (message.op === "begin") {
      await runTransaction(message);
    } else {
      reply(message.id, await runQuery(db, message));
    }
  } catch (error) {
    fail(message.id, error);
  }
}

function schedule() {
  if (running) return;
  let next;
  if (reads.length > 0 && (writes.length === 0 || readsInARow < READ_BURST)) {
    next = reads.shift();
    readsInARow++;
  } else if (writes.length > 0) {
    next = writes.shift();
    readsInARow = 0;
  } else {
    return;
  }
  running = true;
  const started = performance.now();
  run(next).finally(() => {
    if (!next.read) writeMs = 0.9 * writeMs + 0.1 * (performance.now() - started);
    running = false;
    schedule();
  });
}

parentPort.on("message", (message) => {
  if (message.tx !== undefined) {
    // A statement, commit or rollback of the transaction in progress: it holds the database.
    const inbox = transactions.get(message.tx);
    if (inbox) inbox.put(message);
    else fail(message.id, new Error("the transaction is no longer open"));
    return;
  }
  if (message.op === "close") {
    db.close().then(() => reply(message.id, null), (error) => fail(message.id, error));
    return;
  }
  const queue = message.read ? reads : writes;
  const full = message.read ? reads.length >= maxQueuedReads : writes.length >= maxQueuedWrites || writes.length * writeMs > maxWriteWaitMs;
  if (full) {
    fail(message.id, { name: "DatabaseBusyError", message: "The database is busy", code: BUSY });
    return;
  }
  if (message.urgent) queue.unshift(message);
  else queue.push(message);
  schedule();
});

parentPort.postMessage({ ready: true });
