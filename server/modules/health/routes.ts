import { z } from "zod";
import type { ApiInstance } from "../../plugins/route-contracts.ts";

/** GET /api/health: 200 {status:"ok"} when the database answers, 503 otherwise (for load balancers). */
export default async function healthRoutes(app: ApiInstance) {
  const schema = {
    tags: ["Operations"],
    summary: "Liveness: the database answers",
    response: { 200: z.object({ status: z.literal("ok") }), 503: z.object({ status: z.literal("unavailable"), message: z.string() }) },
  };
  app.get("/health", { schema }, async (_request, reply) => {
    const healthy = await app.services.database.ping();
    reply.header("cache-control", "no-store");
    if (healthy) return { status: "ok" as const };
    return reply.status(503).send({ status: "unavailable", message: "The database is not answering" });
  });
}
