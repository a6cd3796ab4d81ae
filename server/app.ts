import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import apiRoutes from "./api-routes.ts";
import { registerBackgroundWork } from "./background.ts";
import { serializeErrorForLog } from "./log-errors.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerCacheInvalidation } from "./plugins/cache-invalidation.ts";
import { answerFrameworkError, registerErrorHandler } from "./plugins/errors.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { HealthFrontDoor } from "./modules/health/front-door.ts";
import { answerFromPageCache, registerPageCache } from "./plugins/page-cache.ts";
import { registerPages, type PagesOptions } from "./plugins/pages.ts";
import { registerReadiness } from "./plugins/readiness.ts";
import { registerJsonBodies } from "./plugins/json-bodies.ts";
import { registerRequestText } from "./plugins/request-text.ts";
import { registerRequestId } from "./plugins/request-id.ts";
import { registerRouteContracts } from "./plugins/route-contracts.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { type FrontDoor, staticFilesServer } from "./plugins/static-assets.ts";
import { registerUploadedFiles } from "./plugins/uploaded-files.ts";
import { type AppServices, createServices } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve pages through React Router. API tests leave this out. */
  pages?: Omit<PagesOptions, "services"> & {
    /** build/client, served with long-lived caching for hashed assets (production). */
    clientDir?: string;
    /** Registers development middleware (Vite) before the page handler. */
    beforePages?: (app: FastifyInstance) => Promise<void>;
  };
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions["logger"];
}

/** JSON bodies are small here (the largest is a 5,000-character message); uploads have their own limit. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The whole application: cross-cutting plugins, then /api, /uploads and the pages, in that order. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Cached pages are answered in front of Fastify once the page cache exists (plugins/page-cache.ts).
  const frontDoor: FrontDoor = {};
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: options.pages?.mode === "development" ? new LogController({ disableRequestLogging: (request) => isDevModuleRequest(request.url) }) : undefined,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    // While closing, requests already on open connections are served (with Connection: close), not refused.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    // The browser build is answered in front of Fastify (see plugins/static-assets.ts).
    serverFactory: options.pages?.clientDir ? staticFilesServer(options.pages.clientDir, frontDoor) : undefined,
  });
  app.decorate("services", await createServices(config, options.database));

  registerRequestId(app);
  registerErrorHandler(app);
  registerMetrics(app);
  registerReadiness(app);
  registerRouteContracts(app);
  registerJsonBodies(app);
  registerRequestText(app);
  registerAuth(app);
  registerBackgroundWork(app);
  await registerSecurityHeaders(app, { isProduction: config.isProduction, servedOverHttps: config.publicUrl.startsWith("https://") });
  await registerCacheInvalidation(app);
  registerPageCache(app);
  const isDraining = () => app.readiness.state === "draining";
  app.decorate("healthFrontDoor", new HealthFrontDoor(app.services.database, isDraining));
  const cachedPage = answerFromPageCache(app.services.pageCache, isDraining);
  frontDoor.answer = (request, response) => app.healthFrontDoor.answer(request, response) || cachedPage(request, response);
  await registerApiDocs(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  await app.register(apiRoutes, { prefix: "/api" });
  await registerUploadedFiles(app);
  app.addHook("onClose", async () => app.services.storage.close());
  if (options.pages) await servePages(app, options.pages);
  return app;
}

/** The browser's files, then every other URL through React Router, in a context of their own. */
async function servePages(app: FastifyInstance, { clientDir: _servedInFront, beforePages, ...pageOptions }: NonNullable<BuildAppOptions["pages"]>) {
  await app.register(async (pages) => {
    if (beforePages) await beforePages(pages);
    await registerPages(pages, { ...pageOptions, services: app.services });
  });
}

/** What a request looks like in the logs: newsletter and staff links carry a secret token, preview links a capability. */
export function serializeRequestForLog(request: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    // One-time tokens, preview links (they show an unpublished post to whoever has them), and what people
    // search for (site search, admin lists): no secret and nothing personal reaches the logs.
    url: request.url.replace(/([?&](?:token|preview|q|search)=)[^&#]*/g, "$1[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * In development Vite serves the browser's modules through the same server (server/dev.ts): a page
 * view fetches dozens of them, and logging each would bury the requests worth reading.
 */
const DEV_MODULE_PATHS = /^\/(@|node_modules\/|app\/|contracts\/|public\/)/;
const isDevModuleRequest = (url: string) => DEV_MODULE_PATHS.test(url);

function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  const base = {
    level: config.logLevel,
    // Credentials never reach the logs.
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    // Errors without the values of a failed SQL statement (visitors' names, emails, messages).
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
  };
  if (config.isProduction || config.env === "test") return base;
  return { ...base, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } };
}
