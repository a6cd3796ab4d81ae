import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { NOT_FOUND_MESSAGE } from "#contracts/api-error.ts";
import { apiErrorSchema } from "#contracts/api-schema.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import authRoutes from "./modules/auth/routes.ts";
import blogRoutes from "./modules/blog/routes.ts";
import contactAdminRoutes from "./modules/contacts/admin-routes.ts";
import contactRoutes from "./modules/contacts/routes.ts";
import contentRoutes from "./modules/content/routes.ts";
import dashboardRoutes from "./modules/dashboard/routes.ts";
import healthRoutes from "./modules/health/routes.ts";
import newsletterAdminRoutes from "./modules/newsletter/admin-routes.ts";
import newsletterRoutes from "./modules/newsletter/routes.ts";
import portfolioRoutes from "./modules/portfolio/routes.ts";
import projectRoutes from "./modules/projects/routes.ts";
import uploadRoutes from "./modules/uploads/routes.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerPages, type PagesOptions } from "./plugins/pages.ts";
import { registerPublicApiCache } from "./plugins/public-api-cache.ts";
import { registerNulGuard } from "./plugins/reject-nul.ts";
import { type ApiInstance, registerRouteContracts } from "./plugins/route-contracts.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
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

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });

  app.decorate("services", await createServices(config, options.database));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Other instances on the same PostgreSQL database drop their cached pages when this one does.
  const channel = "vistaar_page_cache";
  app.services.pageCache.onInvalidate(() => void options.database.publish(channel));
  const unsubscribe = await options.database.subscribe(channel, () => app.services.pageCache.invalidate({ broadcast: false }));
  app.addHook("onClose", async () => unsubscribe());

  // Anything staff change through the admin API may show on public pages: start those afresh.
  app.addHook("onResponse", async (request, reply) => {
    if (request.admin && request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) {
      app.services.pageCache.invalidate();
    }
  });

  registerErrorHandler(app);
  registerRouteContracts(app);
  registerNulGuard(app);
  registerAuth(app);
  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    servedOverHttps: config.publicUrl.startsWith("https://"),
  });
  registerPublicApiCache(app);
  await registerApiDocs(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  await app.register(
    async (api: ApiInstance) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(contactRoutes);
      await api.register(newsletterRoutes);
      await api.register(blogRoutes);
      await api.register(portfolioRoutes);
      await api.register(uploadRoutes);
      await api.register(contactAdminRoutes);
      await api.register(newsletterAdminRoutes);
      await api.register(contentRoutes);
      await api.register(projectRoutes);
      await api.register(dashboardRoutes);
      // Anything else under /api is a JSON 404, never a page.
      api.all("/*", { schema: { hide: true, response: { 404: apiErrorSchema } } }, async (_request, reply) =>
        reply.status(404).send({ message: NOT_FOUND_MESSAGE }),
      );
    },
    { prefix: "/api" },
  );

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // Uploaded files are named by their content hash, so a URL never changes meaning.
    immutable: true,
    maxAge: "365d",
  });

  if (options.pages) {
    const { clientDir, beforePages, ...pageOptions } = options.pages;
    if (clientDir) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: "/",
        wildcard: false,
        index: false,
        decorateReply: false,
        // Vite names files in /assets/ by content hash: cache them for a year; everything else briefly.
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes("/assets/");
          reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        },
      });
    }
    await app.register(async (pages) => {
      if (beforePages) await beforePages(pages);
      await registerPages(pages, { ...pageOptions, services: app.services });
    });
  }

  return app;
}

/** What a request looks like in the logs: newsletter confirm/unsubscribe links carry a secret token. */
export function serializeRequestForLog(request: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&]*/g, "$1[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
  };
}

function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  const base = {
    level: config.logLevel,
    // Credentials never reach the logs.
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequestForLog },
  };
  if (config.isProduction || config.env === "test") return base;
  return { ...base, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } };
}
