import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, loadConfig } from "./config.ts";

const parse = (env: Record<string, string>) => loadConfig(env);
const errorFor = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
};

describe("configuration", () => {
  it("has working defaults for `npm start` on a fresh machine", () => {
    const config = parse({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemoContent).toBe(true);
    expect(config.newsletterDoubleOptIn).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it("reads every documented variable", () => {
    const config = parse({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://app:secret@db.internal:5432/vistaar",
      DATA_DIR: "/var/lib/vistaar",
      UPLOADS_DIR: "/srv/uploads",
      PUBLIC_URL: "https://www.vistaar.example/",
      JWT_SECRET: "x".repeat(40),
      ADMIN_EMAIL: "Owner@Vistaar.example",
      ADMIN_PASSWORD: "a-long-password",
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "Vistaar <no-reply@vistaar.example>",
      STAFF_EMAIL: "team@vistaar.example",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      NEWSLETTER_DOUBLE_OPT_IN: "false",
      NEWSLETTER_WEBHOOK_URL: "https://script.example.com/exec",
      DATABASE_POOL_MAX: "25",
      SHUTDOWN_DELAY_SECONDS: "15",
      METRICS_TOKEN: "a-scrape-token-of-some-length",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://app:secret@db.internal:5432/vistaar",
      dataDir: "/var/lib/vistaar",
      uploadsDir: "/srv/uploads",
      publicUrl: "https://www.vistaar.example",
      adminEmail: "Owner@Vistaar.example",
      smtpUrl: "smtp://user:pass@mail.example.com:587",
      mailFrom: "Vistaar <no-reply@vistaar.example>",
      staffEmail: "team@vistaar.example",
      logLevel: "warn",
      trustProxy: expect.any(Function),
      newsletterDoubleOptIn: false,
      newsletterWebhookUrl: "https://script.example.com/exec",
      databasePoolMax: 25,
      shutdownDelaySeconds: 15,
      metricsToken: "a-scrape-token-of-some-length",
    });
  });

  it("uses 10 database connections and no metrics endpoint unless told otherwise", () => {
    expect(parse({})).toMatchObject({ databasePoolMax: 10, metricsToken: undefined, shutdownDelaySeconds: 0 });
  });

  it("keeps uploads in the data directory by default, in PostgreSQL with DATABASE_URL, in object storage with S3_BUCKET", () => {
    expect(parse({ DATA_DIR: "/var/lib/vistaar" }).fileStorage).toEqual({ kind: "directory", dir: "/var/lib/vistaar/uploads" });
    expect(parse({ DATABASE_URL: "postgres://app@db/vistaar" }).fileStorage).toEqual({ kind: "database" });
    expect(
      parse({
        DATABASE_URL: "postgres://app@db/vistaar",
        S3_BUCKET: "vistaar-uploads",
        S3_ENDPOINT: "https://abc.r2.cloudflarestorage.com",
        S3_REGION: "auto",
        S3_ACCESS_KEY_ID: "key-id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).fileStorage,
    ).toEqual({
      kind: "s3",
      bucket: "vistaar-uploads",
      endpoint: "https://abc.r2.cloudflarestorage.com",
      region: "auto",
      credentials: { accessKeyId: "key-id", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    // On AWS itself: the default region, and the SDK's own credentials (instance or task roles).
    expect(parse({ S3_BUCKET: "vistaar-uploads" }).fileStorage).toEqual({
      kind: "s3",
      bucket: "vistaar-uploads",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("accepts proxy addresses and ranges for TRUST_PROXY", () => {
    expect(parse({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, loopback, ::1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1, loopback, ::1");
  });

  it.each([
    [{ PORT: "abc" }, "PORT", 'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT", 'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL", "DATABASE_URL is not a valid URL"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL", "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ PUBLIC_URL: "www.example.com" }, "PUBLIC_URL", "PUBLIC_URL is not a valid URL"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL", "SMTP_URL must start with smtp:// or smtps://"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL", "LOG_LEVEL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET", "JWT_SECRET must be at least 32 characters long"],
    [{ ADMIN_EMAIL: "not-an-email" }, "ADMIN_EMAIL", "ADMIN_EMAIL must be an email address"],
    [{ ADMIN_PASSWORD: "long-enough-password" }, "ADMIN_EMAIL", "ADMIN_EMAIL must be set when ADMIN_PASSWORD is set"],
    [{ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "eleven-char" }, "ADMIN_PASSWORD", "ADMIN_PASSWORD must be at least 12 characters long"],
    [{ NEWSLETTER_DOUBLE_OPT_IN: "maybe" }, "NEWSLETTER_DOUBLE_OPT_IN", "NEWSLETTER_DOUBLE_OPT_IN must be true or false"],
    [{ FORM_RATE_LIMIT_PER_MINUTE: "0" }, "FORM_RATE_LIMIT_PER_MINUTE", "must be a positive whole number"],
    [{ TRUST_PROXY: "my-proxy" }, "TRUST_PROXY", "TRUST_PROXY must be true, false, a number of proxy hops"],
    [{ TRUST_PROXY: "10.0.0.0/99" }, "TRUST_PROXY", "TRUST_PROXY must be true, false, a number of proxy hops"],
    [{ DATABASE_POOL_MAX: "0" }, "DATABASE_POOL_MAX", 'DATABASE_POOL_MAX must be a positive whole number (got "0")'],
    [{ SHUTDOWN_DELAY_SECONDS: "-1" }, "SHUTDOWN_DELAY_SECONDS", 'SHUTDOWN_DELAY_SECONDS must be a whole number, 0 or more (got "-1")'],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN", "METRICS_TOKEN must be at least 16 characters long"],
    [{ S3_BUCKET: "My_Bucket" }, "S3_BUCKET", "S3_BUCKET must be a bucket name"],
    [{ S3_BUCKET: "uploads", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT", "S3_ENDPOINT must start with http:// or https://"],
    [{ S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "sometimes" }, "S3_FORCE_PATH_STYLE", "S3_FORCE_PATH_STYLE must be true or false"],
    [{ S3_ENDPOINT: "https://s3.example.com" }, "S3_ENDPOINT", "S3_ENDPOINT is set but S3_BUCKET is not"],
    [{ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, "S3_SECRET_ACCESS_KEY", "S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is set"],
    [{ S3_BUCKET: "uploads", S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID", "S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is set"],
  ])("refuses %o with one line naming %s", (env, variable, text) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(text);
    expect(error.message).not.toContain("\n");
  });

  it("names every bad variable at once, one line each", () => {
    const error = errorFor({ PORT: "abc", SMTP_URL: "mail.example.com", LOG_LEVEL: "loud", ADMIN_PASSWORD: "long-enough-password" });
    expect(error.message.split("\n")).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
      "Invalid configuration: SMTP_URL is not a valid URL (expected something like smtp://user:password@mail.example.com:587)",
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent (got "loud")',
      "Invalid configuration: ADMIN_EMAIL must be set when ADMIN_PASSWORD is set",
    ]);
    expect(error.problems.map((problem) => problem.variable)).toEqual(["PORT", "SMTP_URL", "LOG_LEVEL", "ADMIN_EMAIL"]);
  });
});

describe("start-up warnings", () => {
  it("warns in production when STAFF_EMAIL is left to the placeholder", () => {
    const env = { NODE_ENV: "production" };
    const [warning, ...rest] = configWarnings(parse(env), env);
    expect(rest).toEqual([]);
    expect(warning).toBe(
      "Warning: STAFF_EMAIL is not set, so new-enquiry notifications go to the placeholder address hello@vistaar.example. Set STAFF_EMAIL to the inbox your team reads.",
    );
  });

  it("says nothing when STAFF_EMAIL is set, or outside production", () => {
    const production = { NODE_ENV: "production", STAFF_EMAIL: "team@agency.example" };
    expect(configWarnings(parse(production), production)).toEqual([]);
    expect(configWarnings(parse({ NODE_ENV: "development" }), {})).toEqual([]);
  });
});
