import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Bad values stop the process with one line per variable, naming each.
 */

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
      error: "must be true or false",
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes", "on"].includes(value)));

const port = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return 3000;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < 0 || parsed > 65535) {
      ctx.addIssue({ code: "custom", message: `must be a whole number from 0 to 65535 (got "${value}")` });
      return z.NEVER;
    }
    return parsed;
  });

const positiveInteger = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        ctx.addIssue({ code: "custom", message: `must be a positive whole number (got "${value}")` });
        return z.NEVER;
      }
      return Number(value);
    });

const nonNegativeInteger = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: "custom", message: `must be a whole number, 0 or more (got "${value}")` });
        return z.NEVER;
      }
      return Number(value);
    });

const urlWithProtocols = (protocols: string[], example: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: "custom", message: `is not a valid URL (expected something like ${example})` });
        return z.NEVER;
      }
      if (!protocols.includes(url.protocol) || !url.hostname) {
        ctx.addIssue({
          code: "custom",
          message: `must start with ${protocols.map((p) => `${p}//`).join(" or ")} (expected something like ${example})`,
        });
        return z.NEVER;
      }
      return value;
    });

const email = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value?.trim()))
  .pipe(z.email({ error: "must be an email address" }).optional());

/** PostgreSQL connections per app instance for requests (background jobs have two more of their own). */
export const DEFAULT_DATABASE_POOL_MAX = 10;
/** The placeholder STAFF_EMAIL stands for when it is not set; nobody reads this inbox. */
export const PLACEHOLDER_STAFF_EMAIL = "hello@vistaar.example";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional().default("development"),
  PORT: port,
  HOST: z.string().optional().default("0.0.0.0"),
  DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"], "postgres://user:password@localhost:5432/vistaar"),
  DATA_DIR: z.string().optional().default("./data"),
  UPLOADS_DIR: z.string().optional(),
  PUBLIC_URL: urlWithProtocols(["http:", "https:"], "https://www.vistaar.example"),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || value.length >= 32, {
      message: "must be at least 32 characters long",
    }),
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || value.length >= 10, {
      message: "must be at least 10 characters long",
    }),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:password@mail.example.com:587"),
  MAIL_FROM: z.string().optional().default("Vistaar <hello@vistaar.example>"),
  STAFF_EMAIL: email,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace or silent",
    })
    .optional()
    .default("info"),
  TRUST_PROXY: z
    .string()
    .optional()
    .default("false")
    .refine(isTrustProxySetting, {
      message: "must be true, false, a number of proxy hops, or comma-separated proxy addresses/CIDR ranges (e.g. 10.0.0.0/8, loopback)",
    }),
  SEED_DEMO_CONTENT: booleanFromEnv(true),
  NEWSLETTER_DOUBLE_OPT_IN: booleanFromEnv(true),
  NEWSLETTER_WEBHOOK_URL: urlWithProtocols(["http:", "https:"], "https://script.example.com/exec"),
  FORM_RATE_LIMIT_PER_MINUTE: positiveInteger(5),
  LOGIN_RATE_LIMIT_PER_15_MINUTES: positiveInteger(10),
  DATABASE_POOL_MAX: positiveInteger(DEFAULT_DATABASE_POOL_MAX),
  SHUTDOWN_DELAY_SECONDS: nonNegativeInteger(0),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || value.length >= 16, {
      message: "must be at least 16 characters long",
    }),
  LOGIN_SLOWDOWN_MAX_SECONDS: nonNegativeInteger(10),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    publicUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    staffEmail: env.STAFF_EMAIL ?? PLACEHOLDER_STAFF_EMAIL,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoContent: env.SEED_DEMO_CONTENT,
    newsletterDoubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN,
    newsletterWebhookUrl: env.NEWSLETTER_WEBHOOK_URL,
    formRateLimitPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
    loginRateLimitPer15Minutes: env.LOGIN_RATE_LIMIT_PER_15_MINUTES,
    databasePoolMax: env.DATABASE_POOL_MAX,
    /** After SIGTERM, seconds to keep serving with /api/ready failing, so load balancers move away first. */
    shutdownDelaySeconds: env.SHUTDOWN_DELAY_SECONDS,
    /** Unset: GET /metrics answers 404. */
    metricsToken: env.METRICS_TOKEN || undefined,
    loginSlowdownMaxSeconds: env.LOGIN_SLOWDOWN_MAX_SECONDS,
  };
}

const PROXY_ADDRESS_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isTrustProxySetting(value: string): boolean {
  const lowered = value.trim().toLowerCase();
  if (["", "false", "0", "no", "off", "true", "yes", "on"].includes(lowered) || /^\d+$/.test(lowered)) return true;
  return value.split(",").every((part) => {
    const item = part.trim();
    if (PROXY_ADDRESS_NAMES.has(item)) return true;
    const [address, bits, ...rest] = item.split("/");
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  });
}

/**
 * Fastify's trustProxy: false, true (trust every proxy), a number of proxy hops in front of the app,
 * or a comma-separated list of proxy addresses/CIDRs.
 */
function parseTrustProxy(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  const lowered = value.trim().toLowerCase();
  if (["", "false", "0", "no", "off"].includes(lowered)) return false;
  if (["true", "yes", "on"].includes(lowered)) return true;
  if (/^\d+$/.test(lowered)) {
    const hops = Number(lowered);
    return Object.assign((_address: string, hop: number) => hop < hops, { hops });
  }
  return value;
}

export interface ConfigProblem {
  variable: string;
  detail: string;
}

/** Every bad variable at once, one line each, so a broken deployment is fixed in one go. */
export class ConfigError extends Error {
  /** The first bad variable. */
  readonly variable: string;

  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((problem) => `Invalid configuration: ${problem.variable} ${problem.detail}`).join("\n"));
    this.name = "ConfigError";
    this.variable = problems[0]!.variable;
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems: ConfigProblem[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? "environment");
      // One line per variable: the first thing wrong with it.
      if (problems.some((problem) => problem.variable === variable)) continue;
      const given = env[variable];
      const detail = issue.code === "invalid_value" && given !== undefined ? `${issue.message} (got "${given}")` : issue.message;
      problems.push({ variable, detail });
    }
  }
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL?.trim() && !problems.some((problem) => problem.variable === "ADMIN_EMAIL")) {
    problems.push({ variable: "ADMIN_EMAIL", detail: "must be set when ADMIN_PASSWORD is set" });
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(result.data);
}

/**
 * Settings that work but are probably a mistake on a real site; printed at start-up, one line each.
 * (In development and tests the placeholders are fine.)
 */
export function configWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!env.STAFF_EMAIL?.trim() || config.staffEmail === PLACEHOLDER_STAFF_EMAIL) {
    warnings.push(
      `Warning: STAFF_EMAIL is not set, so new-enquiry notifications go to the placeholder address ${PLACEHOLDER_STAFF_EMAIL}. Set STAFF_EMAIL to the inbox your team reads.`,
    );
  }
  return warnings;
}
