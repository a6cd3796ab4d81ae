import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describeCause, probeWrites } from "../db/availability.ts";
import type { AppServices } from "../services.ts";

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * Liveness and readiness are different questions. GET /api/health (liveness) only asks whether the
 * process and its database answer at all; GET /api/ready asks whether this instance should get
 * traffic now: not while it is starting, not once it is draining for a shutdown, not while the
 * database is out of reach or cannot store anything. Load balancers and orchestrators poll it.
 * This plugin keeps the state and the checks; both routes are in server/modules/health/routes.ts.
 */

export type ReadinessState = "starting" | "ready" | "draining";

/** Something this instance needs to serve traffic; `check` throws a readable reason when it cannot. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export class Readiness {
  private current: ReadinessState = "starting";
  readonly checks: ReadinessCheck[] = [];

  get state(): ReadinessState {
    return this.current;
  }

  /** Start-up is complete (server/start.ts calls this once it listens and its workers run). */
  markReady() {
    if (this.current === "starting") this.current = "ready";
  }

  /** Shutting down: readiness fails from now on, while in-flight requests and jobs finish. */
  startDraining() {
    this.current = "draining";
  }

  /**
   * Adds a dependency to check (the database is checked from the start; object storage adds its own
   * check when it is configured).
   */
  addCheck(check: ReadinessCheck) {
    this.checks.push(check);
  }
}

const STATE_MESSAGES: Record<Exclude<ReadinessState, "ready">, string> = {
  starting: "This instance is starting",
  draining: "This instance is shutting down",
};

export function registerReadiness(app: FastifyInstance) {
  const readiness = new Readiness();
  app.decorate("readiness", readiness);
  app.services.databaseAvailability.useLogger(app.log);
  readiness.addCheck({ name: "database", check: databaseCheck(app.services) });
  // Uploads in object storage: the bucket must answer too (the other backends are the disk and the database).
  const { storage } = app.services;
  if (storage.kind === "s3") readiness.addCheck({ name: "objectStorage", check: () => storage.check() });
  // fastify.close() runs preClose before it stops listening: from then on the answer is 503.
  app.addHook("preClose", async () => readiness.startDraining());
  // While draining, every answer closes its connection, so clients reconnect to another instance.
  app.addHook("onSend", async (_request, reply) => {
    if (readiness.state === "draining") reply.header("connection", "close");
  });
}

export type ReadinessAnswer =
  | { statusCode: 200; body: { status: "ready"; checks: Record<string, string> } }
  | { statusCode: 503; body: { status: Exclude<ReadinessState, "ready"> | "unavailable"; message: string; checks: Record<string, string> } };

/**
 * What GET /api/ready (server/modules/health/routes.ts) answers: 200 with what was checked when this
 * instance should get traffic; 503 while starting, draining, or when a check fails (each named).
 */
export async function readinessAnswer(readiness: Readiness): Promise<ReadinessAnswer> {
  const state = readiness.state;
  if (state !== "ready") return { statusCode: 503, body: { status: state, message: STATE_MESSAGES[state], checks: {} } };
  const checks: Record<string, string> = {};
  const failures: string[] = [];
  await Promise.all(
    readiness.checks.map(async ({ name, check }) => {
      try {
        await check();
        checks[name] = "ok";
      } catch (error) {
        checks[name] = (error as Error).message;
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }),
  );
  if (failures.length === 0) return { statusCode: 200, body: { status: "ready", checks } };
  return { statusCode: 503, body: { status: "unavailable", message: failures.sort().join("; "), checks } };
}

/**
 * The database answers, and when writes have been failing (disk full, read-only), a write probe
 * succeeds. A passing check ends the matching episode in DatabaseAvailability.
 */
function databaseCheck(services: AppServices): () => Promise<void> {
  const availability = services.databaseAvailability;
  return async () => {
    try {
      await services.db.execute(sql`SELECT 1`);
    } catch (error) {
      availability.refuse(error);
      throw new Error(`not answering (${describeCause(error).message})`);
    }
    availability.recovered("unreachable");
    if (!availability.cannotWrite) return;
    // Only while writes are known to fail: a small write, so a fixed disk turns the instance ready again.
    try {
      await probeWrites(services.database, services.config.dataDir);
    } catch (error) {
      throw new Error(`cannot store anything (${describeCause(error).message})`);
    }
    availability.recovered("cannot-write");
  };
}
