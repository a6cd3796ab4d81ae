import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newIdempotencyKey } from "#contracts/idempotency.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { freePort, type StartedServer, startBuiltServer } from "#tests/e2e/support/server.ts";
import { multipartBody } from "#tests/support/publishing.ts";
import { tempDir } from "#tests/support/site-archive.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { type Answer, httpsCall, type RunningNginx, selfSignedCertificate, serviceEnvironment, startNginx } from "./support.ts";

/**
 * Two server processes on one PostgreSQL database behind nginx (deploy/nginx.conf, TLS with a
 * certificate made here), started with the environment of deploy/vistaar.service: what a site on
 * several instances relies on. `npm run test:multi` (needs TEST_DATABASE_URL, nginx and openssl).
 */

const ADMIN = { email: "owner@vistaar.example", password: "a long enough password" };
const serverUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `vistaar_multi_${process.pid}`;
const work = tempDir("multi");

let sink: SmtpSink;
let nginx: RunningNginx;
let instances: [StartedServer, StartedServer];
let site: string;
let ca: string;
let database: pg.Client;

const call = (pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) =>
  httpsCall(`${site}${pathname}`, { ...options, ca });

const enquiry = (n: number, email = `visitor${n}@example.com`) => ({
  name: `Visitor ${n}`,
  email,
  subject: "Service Information",
  message: `Enquiry number ${n}: we would like to grow our shop in Surat.`,
});

/** POST /api/contact through nginx, as a visitor at `clientAddress` (nginx appends its own hop; the app trusts loopback proxies). */
const postEnquiry = (body: object, clientAddress: string, key?: string): Promise<Answer> =>
  call("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress, ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify(body),
  });

async function countContacts(emailLike: string): Promise<number> {
  const { rows } = await database.query<{ count: string }>("SELECT count(*) FROM contacts WHERE email LIKE $1", [emailLike]);
  return Number(rows[0]!.count);
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;

  sink = await startSmtpSink();
  const [portA, portB, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  site = `https://localhost:${httpsPort}`;
  const env = (name: string, port: number) => ({
    ...serviceEnvironment(),
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATABASE_URL: url.toString(),
    JWT_SECRET: "one-secret-shared-by-every-instance-of-the-site",
    SMTP_URL: sink.url,
    STAFF_EMAIL: "staff@vistaar.example",
    PUBLIC_URL: site,
    SEED_DEMO_CONTENT: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHUTDOWN_DELAY_SECONDS: "0",
    // Each its own data directory: nothing may depend on one instance's disk.
    DATA_DIR: path.join(work, name),
  });
  // The first migrates; the second finds it done.
  const first = await startBuiltServer(env("a", portA));
  instances = [first, await startBuiltServer(env("b", portB))];
  const certificate = selfSignedCertificate(work);
  ca = certificate.pem;
  nginx = await startNginx({ dir: path.join(work, "nginx"), upstreamPorts: [portA, portB], httpsPort, httpPort, cert: certificate.cert, key: certificate.key, ca });
  database = new pg.Client({ connectionString: url.toString() });
  await database.connect();
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances ?? []) await instance.stop("SIGKILL");
  await database?.end();
  await sink?.close();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

// A failure says what nginx and both instances said (CI keeps nothing else).
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.error(`--- nginx\n${nginx.log()}`);
    for (const [name, instance] of [["a", instances[0]], ["b", instances[1]]] as const) console.error(`--- instance ${name}\n${instance.output().slice(-4000)}`);
  });
});

describe("two instances behind nginx", () => {
  it("serves pages over TLS, and a form posted without JavaScript passes React Router's origin check", async () => {
    const page = await call("/contact");
    expect(page.status).toBe(200);
    const posted = await call("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site, "x-forwarded-for": "192.0.2.1" },
      body: new URLSearchParams({ ...enquiry(0, "nojs@example.com"), phone: "", source: "contact-page", website: "", idempotencyKey: newIdempotencyKey() }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe("/thank-you");
    expect(await countContacts("nojs@example.com")).toBe(1);
  });

  it("refuses the sixth enquiry in a minute from one visitor, whichever instance gets it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postEnquiry(enquiry(i, "same.visitor@example.com"), "192.0.2.2")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await countContacts("same.visitor@example.com")).toBe(5);
  });

  it("sends exactly 200 emails for 100 enquiries spread over both instances", async () => {
    const before = sink.received.length;
    const answers = await inBatches(100, 10, (n) => postEnquiry(enquiry(n, `hundred${n}@example.com`), `198.51.100.${n % 50}`));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    // This batch's mails only (the previous test's may still be arriving): to the visitors, or about them to staff.
    const batch = () => sink.received.slice(before).filter((mail) => mail.to.some((to) => to.startsWith("hundred")) || mail.replyTo.includes("hundred"));
    await waitFor(() => batch().length >= 200, 60_000);
    // A little longer: nothing more may come.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mails = batch();
    expect(mails).toHaveLength(200);
    const visitors = mails.filter((mail) => mail.to.some((to) => to.startsWith("hundred")));
    expect(new Set(visitors.map((mail) => mail.to.join())).size).toBe(100);
    expect(mails.filter((mail) => mail.to.includes("staff@vistaar.example"))).toHaveLength(100);
  });

  it("serves an image uploaded through one instance from the other", async () => {
    const [a, b] = instances;
    const login = await fetch(`${a.url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const form = multipartBody({ filename: "cafe.jpg", contentType: "image/jpeg", data: readFileSync(path.join(PROJECT_ROOT, "tests/fixtures/cafe-photo.jpg")) });
    const uploaded = await fetch(`${a.url}/api/blog/upload`, { method: "POST", headers: { ...form.headers, authorization: `Bearer ${token}` }, body: new Uint8Array(form.payload) });
    expect(uploaded.status, `${await uploaded.clone().text()}\n${a.output()}`).toBe(200);
    const { filePath } = (await uploaded.json()) as { filePath: string };
    const fromB = await fetch(`${b.url}${filePath}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    // And through nginx, which keeps a copy.
    expect((await call(filePath)).status, nginx.log()).toBe(200);
    expect((await call(filePath)).headers["x-cache-status"]).toBe("HIT");
  });

  it("loses no acknowledged enquiry when an instance is killed mid-load (the page retries with its key: stored once)", async () => {
    const total = 60;
    const keys = Array.from({ length: total }, () => newIdempotencyKey());
    let acknowledged = 0;
    let killed = false;
    const send = async (n: number) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        try {
          const answer = await postEnquiry(enquiry(n, `killed${n}@example.com`), `203.0.113.${n % 50}`, keys[n]);
          if (answer.status === 201) {
            acknowledged += 1;
            if (acknowledged === 20 && !killed) {
              killed = true;
              instances[1].process.kill("SIGKILL");
            }
            return answer;
          }
          if (answer.status < 500) return answer;
        } catch {
          // The connection broke: retry, like a visitor pressing Send again.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`enquiry ${n} never acknowledged`);
    };
    const answers = await inBatches(total, 6, send);
    expect(killed).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual(Array(total).fill(201));
    for (let n = 0; n < total; n++) expect(await countContacts(`killed${n}@example.com`)).toBe(1);
  });
});

async function inBatches<T>(count: number, concurrency: number, run: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await run(n);
      }
    }),
  );
  return results;
}
