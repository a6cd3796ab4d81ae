import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { observeRequest } from "../../metrics/metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The health check's answer in front of Fastify (set by server/app.ts). */
    healthFrontDoor: HealthFrontDoor;
  }
}

const HEALTH_PATH = "/api/health";
/** What GET /api/health answers (routes.ts sends the same objects through Fastify). */
export const HEALTHY = { status: "ok" } as const;
export const UNAVAILABLE = { status: "unavailable", message: "The database is not answering" } as const;

const HEALTHY_BODY = Buffer.from(JSON.stringify(HEALTHY));
const UNAVAILABLE_BODY = Buffer.from(JSON.stringify(UNAVAILABLE));

/**
 * GET and HEAD /api/health answered in front of Fastify, like cached pages (plugins/page-cache.ts,
 * docs/decisions/053): load balancers and orchestrators poll it all the time, and through Fastify
 * each poll ran every hook an API request runs (helmet's policy with a fresh nonce, the request id,
 * logging, the response schema), at a quarter of a cached page's rate. The answer is the same:
 * the database's state (`ping`, which does not queue behind work), with the headers the first
 * answer through Fastify was sent with. Until that first answer, and for any other request (a query
 * string, another method), Fastify answers. Health checks answered here are counted in the request
 * metrics but not logged, as cached pages are not.
 */
export class HealthFrontDoor {
  private headers: string[] | undefined;

  constructor(
    private readonly database: { ping(): Promise<boolean> },
    private readonly isDraining: () => boolean,
  ) {}

  /** Keeps the headers of an answer built by Fastify (plugins/page-cache.ts `frontDoorHeaders`). */
  remember(headers: string[]) {
    this.headers ??= headers;
  }

  readonly answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request;
    const headers = this.headers;
    if (url !== HEALTH_PATH || (method !== "GET" && method !== "HEAD") || !headers) return false;
    const started = performance.now();
    void this.database
      .ping()
      .catch(() => false)
      .then((healthy) => {
        const [status, body] = healthy ? [200, HEALTHY_BODY] : [503, UNAVAILABLE_BODY];
        const answerHeaders = [...headers, "x-request-id", randomUUID(), "content-length", String(body.length)];
        if (this.isDraining()) answerHeaders.push("connection", "close");
        response.writeHead(status, answerHeaders).end(method === "HEAD" ? undefined : body);
        observeRequest(method, HEALTH_PATH, status, (performance.now() - started) / 1000);
      });
    return true;
  };
}
