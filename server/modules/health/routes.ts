import type { FastifyReply } from "fastify";
import { z } from "zod";
import { frontDoorHeaders } from "../../plugins/page-cache.ts";
import { readinessAnswer } from "../../plugins/readiness.ts";
import { HEALTHY, UNAVAILABLE } from "./front-door.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";

const checks = z.record(z.string(), z.string()).describe("What was checked: `ok`, or why not");

/**
 * GET /api/health (liveness) and GET /api/ready (readiness); see server/plugins/readiness.ts for
 * the difference. Neither is ever cached. Once one health answer has gone out from here, the next ones
 * are answered in front of Fastify with its headers (front-door.ts).
 */
export default async function healthRoutes(app: ApiInstance) {
  const health = {
    tags: ["Operations"],
    summary: "Liveness: the database answers",
    response: { 200: z.object({ status: z.literal("ok") }), 503: z.object({ status: z.literal("unavailable"), message: z.string() }) },
  };
  /** 200 {status:"ok"} when the database answers, 503 otherwise. */
  const rememberHeaders = async (_request: unknown, reply: FastifyReply, payload: unknown) => {
    app.healthFrontDoor.remember(frontDoorHeaders(reply));
    return payload;
  };
  app.get("/health", { schema: health, onSend: rememberHeaders }, async (_request, reply) => {
    const healthy = await app.services.database.ping();
    reply.header("cache-control", "no-store");
    if (healthy) return HEALTHY;
    return reply.status(503).send(UNAVAILABLE);
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
