import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { TEST_CHROMIUM_PATH } from "./browser.ts";
import { startBuiltServer } from "./server.ts";

export const E2E_ADMIN = { email: "e2e-admin@vistaar.example", password: "e2e-admin-password-123" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * One production server for the browser suite: the built bundle, a temporary data directory with
 * the demo content, a known admin, and a real SMTP sink whose messages tests read from `mailDir`.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${TEST_CHROMIUM_PATH}. Install it with: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
  }
  if (!existsSync(path.join(PROJECT_ROOT, "build/server/index.js"))) {
    throw new Error("The site is not built. Run `npm run test:e2e` (it builds first) or `npm run build`.");
  }

  const tempDir = mkdtempSync(path.join(os.tmpdir(), "vistaar-e2e-"));
  const mailDir = path.join(tempDir, "mail");
  const dataDir = path.join(tempDir, "data");
  const smtp = await startSmtpSink({ saveTo: mailDir });
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: smtp.url,
    STAFF_EMAIL: "staff@vistaar.example",
    // The browser suite submits many forms from one address; the limits have their own API tests.
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
    FORM_ADDRESS_RATE_LIMIT_PER_MINUTE: "1000",
    LOGIN_RATE_LIMIT_PER_15_MINUTES: "1000",
  });

  project.provide("baseUrl", server.url);
  project.provide("mailDir", mailDir);
  project.provide("dataDir", dataDir);
  project.provide("adminEmail", E2E_ADMIN.email);
  project.provide("adminPassword", E2E_ADMIN.password);

  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(tempDir, { recursive: true, force: true });
  };
}
