import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#contracts/staff-constants.ts";

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

/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

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
  // The sign-in pages' rule (contracts/staff-constants.ts); whether it is easy to guess is checked when
  // the account is created (ensureFirstAdmin), as that check loads word lists.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || value.length >= PASSWORD_MIN_LENGTH, {
      message: `must be at least ${PASSWORD_MIN_LENGTH} characters long`,
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
  FORM_ADDRESS_RATE_LIMIT_PER_MINUTE: positiveInteger(30),
  LOGIN_RATE_LIMIT_PER_15_MINUTES: positiveInteger(10),
  DATABASE_POOL_MAX: positiveInteger(DEFAULT_DATABASE_POOL_MAX),
  SHUTDOWN_DELAY_SECONDS: nonNegativeInteger(0),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || value.length >= 16, {
      message: "must be at least 16 characters long",
    }),
  S3_BUCKET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || S3_BUCKET_NAME.test(value), {
      message: "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
    }),
  S3_ENDPOINT: urlWithProtocols(["http:", "https:"], "https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000"),
  S3_REGION: z.string().optional().transform((value) => value?.trim() || undefined),
  S3_ACCESS_KEY_ID: z.string().optional().transform((value) => value?.trim() || undefined),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((value) => value || undefined),
  S3_FORCE_PATH_STYLE: booleanFromEnv(false),
  LOGIN_SLOWDOWN_MAX_SECONDS: nonNegativeInteger(10),
});

export type Config = ReturnType<typeof toConfig>;

/**
 * Where uploaded images are kept (server/storage): S3-compatible object storage when S3_BUCKET is set,
 * else PostgreSQL when DATABASE_URL is set (so several instances share them), else the data directory.
 */
export type FileStorageConfig =
  | { kind: "directory"; dir: string }
  | { kind: "database" }
  | {
      kind: "s3";
      bucket: string;
      /** Unset: AWS S3 itself. */
      endpoint?: string;
      region: string;
      /** Unset: the AWS SDK's own credential chain (AWS_* variables, instance or task roles). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
    };

/** AWS requires a region in every signature; most S3-compatible services accept this one. */
const DEFAULT_S3_REGION = "us-east-1";

function fileStorageConfig(env: z.output<typeof envSchema>, uploadsDir: string): FileStorageConfig {
  if (env.S3_BUCKET) {
    return {
      kind: "s3",
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? DEFAULT_S3_REGION,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  if (env.DATABASE_URL) return { kind: "database" };
  return { kind: "directory", dir: uploadsDir };
}

/** Settings that only make sense together: each problem as [variable, what is wrong]. */
function combinationProblems(env: NodeJS.ProcessEnv): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const given = (name: string) => Boolean(env[name]?.trim());
  if (!given("S3_BUCKET")) {
    for (const name of ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"]) {
      if (given(name)) problems.push([name, "is set but S3_BUCKET is not: set S3_BUCKET to store uploads in object storage, or remove it"]);
    }
  }
  if (given("S3_ACCESS_KEY_ID") && !given("S3_SECRET_ACCESS_KEY")) problems.push(["S3_SECRET_ACCESS_KEY", "must be set when S3_ACCESS_KEY_ID is set"]);
  if (given("S3_SECRET_ACCESS_KEY") && !given("S3_ACCESS_KEY_ID")) problems.push(["S3_ACCESS_KEY_ID", "must be set when S3_SECRET_ACCESS_KEY is set"]);
  return problems;
}

function toConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, "uploads"));
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    /** The data directory's uploads: the storage of the embedded default, and where older versions kept them. */
    uploadsDir,
    fileStorage: fileStorageConfig(env, uploadsDir),
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
    /** Form submissions a minute per submitted email address and form. */
    formRateLimitPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
    /** Form submissions a minute per client address and form (generous: offices and mobile networks share addresses). */
    formAddressRateLimitPerMinute: env.FORM_ADDRESS_RATE_LIMIT_PER_MINUTE,
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
  for (const [variable, detail] of combinationProblems(env)) {
    if (!problems.some((problem) => problem.variable === variable)) problems.push({ variable, detail });
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
