import { z } from "zod";
import { readinessAnswer } from "../../plugins/readiness.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";

const checks = z.record(z.string(), z.string()).describe("What was checked: `ok`, or why not");

/**
 * GET /api/health (liveness) and GET /api/ready (readiness); see server/plugins/readiness.ts for
 * the difference. Neither is ever cached.
 */
export default async function healthRoutes(app: ApiInstance) {
  const health = {
    tags: ["Operations"],
    summary: "Liveness: the database answers",
    response: { 200: z.object({ status: z.literal("ok") }), 503: z.object({ status: z.literal("unavailable"), message: z.string() }) },
  };
  /** 200 {status:"ok"} when the database answers, 503 otherwise. */
  app.get("/health", { schema: health }, async (_request, reply) => {
    const healthy = await app.services.database.ping();
    reply.header("cache-control", "no-store");
    if (healthy) return { status: "ok" as const };
    return reply.status(503).send({ status: "unavailable", message: "The database is not answering" });
  });

  const ready = {
    tags: ["Operations"],
    summary: "Readiness: this instance should get traffic",
    description:
      "503 while the instance starts, after SIGTERM (draining), while the database does not answer, and while writes fail (disk full, read-only).",
    response: {
      200: z.object({ status: z.literal("ready"), checks }),
      503: z.object({ status: z.enum(["starting", "draining", "unavailable"]), message: z.string(), checks }),
    },
  };
  app.get("/ready", { schema: ready }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const answer = await readinessAnswer(app.readiness);
    return reply.status(answer.statusCode).send(answer.body);
  });
}
