import type { FastifyInstance } from "fastify";

/** GET /api/health: 200 {status:"ok"} when the database answers, 503 otherwise (for load balancers). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (_request, reply) => {
    const healthy = await app.services.database.ping();
    reply.header("cache-control", "no-store");
    if (healthy) return { status: "ok" };
    return reply.status(503).send({ status: "unavailable", message: "The database is not answering" });
  });
}
