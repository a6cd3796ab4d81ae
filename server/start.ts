import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "./app.ts";
import { type Config, ConfigError } from "./config.ts";
import { backgroundDb, type DatabaseHandle } from "./db/client.ts";
import { startHousekeeping, startStatisticsRefresh } from "./db/maintenance.ts";
import { seedDemoContentOnce } from "./db/seed.ts";
import { startOutboxWorker } from "./email/worker.ts";
import { ensureFirstAdmin, type FirstAdminResult } from "./modules/auth/service.ts";
import { startScheduledPublishing } from "./modules/blog/scheduled-publishing.ts";
import { backfillMediaLibrary } from "./modules/media/backfill.ts";
import { indexShippedServicePages } from "./modules/search/shipped-copy.ts";
import { seedSiteContentOnce, seedSiteImagesOnce } from "./modules/site-content/seed.ts";
import { fail, loadConfigOrExit, openDatabaseOrExit } from "./start-database.ts";

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  /**
   * Stops accepting connections (and fails /api/ready), lets in-flight requests and the outbox's
   * deliveries in hand finish, then closes the database.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  pages: BuildAppOptions["pages"];
  /** Install SIGTERM/SIGINT handlers (off when the dev runner manages restarts itself). */
  handleSignals?: boolean;
  /** Start-up's first steps, already begun by the caller (main.ts); otherwise taken here. */
  begun?: { config: Config; database: Promise<DatabaseHandle> };
}

/**
 * Start-up, in order: configuration, database and migrations, the site's copy and demo content (first start only),
 * the first admin, then the HTTP server. Any failure prints one clear line and exits non-zero.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const config = options.begun?.config ?? loadConfigOrExit();
  const database = await (options.begun?.database ?? openDatabaseOrExit(config));

  // The site's own copy (services, FAQ, company details…), whatever SEED_DEMO_CONTENT says.
  if (await seedSiteContentOnce(database.db)) {
    console.log("Site content stored from the shipped copy (services, FAQ, testimonials, case studies, company details, legal pages); edit it under /api/site.");
  }
  if (await seedSiteImagesOnce(database.db)) {
    console.log("Site images stored from the shipped artwork (home hero, studio gallery, About video poster); edit them under /admin/site/images.");
  }
  // Search finds a service page whose row is missing by its shipped copy (this release's).
  await indexShippedServicePages(database.db);
  if (config.seedDemoContent && (await seedDemoContentOnce(database.db))) {
    console.log("Demo content added (blog posts, portfolio items, contacts, projects). It is added on first start only.");
  }
  await announceFirstAdmin(database, config);
  const stopStatisticsRefresh = await startStatisticsRefresh(database);

  const app = await buildApp({ config, database, pages: options.pages });
  app.log.info(`uploaded images are kept in ${app.services.storage.description}`);
  try {
    await backfillMediaLibrary({ db: database.db, storage: app.services.storage, uploadsDir: config.uploadsDir }, app.log);
  } catch (error) {
    // The site works without it (pages fall back to their own alt text); it runs again at the next start.
    app.log.error({ err: error }, "could not bring the media library up to date with existing images");
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  console.log(`Vistaar is running at ${url} (admin: ${url}/admin/login)`);

  // Delivers queued emails and webhooks (including any left from before a restart).
  const outboxWorker = startOutboxWorker({ db: backgroundDb(database), config, log: app.log, databaseAvailability: app.services.databaseAvailability });
  // Old activity, expired sessions and links: once an hour, by one instance.
  const stopHousekeeping = startHousekeeping(backgroundDb(database), app.log, app.services.databaseAvailability);
  // Scheduled posts go live at their time (any missed while no instance ran, now); each once, by one instance.
  const scheduledPublishing = startScheduledPublishing(app, backgroundDb(database));
  app.readiness.markReady();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      app.readiness.startDraining();
      if (config.shutdownDelaySeconds > 0) {
        // Still serving, but /api/ready fails: a load balancer polling it stops sending traffic here.
        app.log.info({ seconds: config.shutdownDelaySeconds }, "draining: /api/ready answers 503 until the server stops listening");
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
      }
      // Keep-alive connections whose last response finishes during shutdown would otherwise
      // hold the server open until their keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        // The worker finishes the deliveries in hand; anything left is sent after the next start.
        await Promise.all([app.close(), outboxWorker.stop(), scheduledPublishing.stop()]);
      } finally {
        clearInterval(sweep);
      }
      stopStatisticsRefresh();
      stopHousekeeping();
      await database.close();
    })();
    return closing;
  };

  if (options.handleSignals !== false) {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        app.log.info({ signal }, "shutting down: finishing in-flight requests");
        // A second signal, or a request that never ends, must not keep the process alive forever.
        setTimeout(() => process.exit(1), 10_000 + config.shutdownDelaySeconds * 1000).unref();
        process.once(signal, () => process.exit(1));
        close().then(
          () => process.exit(0),
          (error) => {
            app.log.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      });
    }
  }

  return { app, config, url, close };
}

async function announceFirstAdmin(database: DatabaseHandle, config: Config) {
  let result: FirstAdminResult;
  try {
    result = await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (result.kind === "generated") {
    console.log(
      [
        "",
        "  An admin account was created. Sign in at /admin/login with:",
        `    email:    ${result.email}`,
        `    password: ${result.password}`,
        "  This password is shown only now. Reset it any time with:",
        `    npm run admin:create -- --email ${result.email} --password <new password>`,
        "",
      ].join("\n"),
    );
  } else if (result.kind === "from-environment" && result.created) {
    console.log(`Admin account ${result.email} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
  }
}
