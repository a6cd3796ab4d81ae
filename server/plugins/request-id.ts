import type { FastifyInstance } from "fastify";

/** Every answer names its request (`x-request-id`), the id its log lines carry, so a report can be traced. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
