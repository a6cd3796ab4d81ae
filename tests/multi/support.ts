import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import path from "node:path";
import { PROJECT_ROOT } from "#server/project-root.ts";

/** nginx, a self-signed certificate and an HTTPS client for the multi-instance test. */

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** A request over HTTPS to nginx, trusting the test's own certificate. */
export function httpsCall(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; ca: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: options.method ?? "GET", headers: options.headers, ca: options.ca, servername: "localhost" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString("utf8")) });
      });
      res.on("error", reject);
    });
    req.setTimeout(20_000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A self-signed certificate for localhost, made with openssl. */
export function selfSignedCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" });
  return { cert, key, pem: readFileSync(cert, "utf8") };
}

/** The committed unit's Environment= lines (deploy/vistaar.service): what every instance runs with. */
export function serviceEnvironment(): Record<string, string> {
  const unit = readFileSync(path.join(PROJECT_ROOT, "deploy/vistaar.service"), "utf8");
  const env: Record<string, string> = {};
  for (const match of unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) env[match[1]!] = match[2]!;
  return env;
}

export interface RunningNginx {
  stop(): Promise<void>;
  log(): string;
}

/**
 * Runs deploy/nginx.conf as committed, with only what a test machine must change: the instances'
 * ports, the listening ports, the certificate, the server name and where nginx keeps its files.
 */
export async function startNginx(options: { dir: string; upstreamPorts: [number, number]; httpsPort: number; httpPort: number; cert: string; key: string; ca: string }): Promise<RunningNginx> {
  const { dir } = options;
  mkdirSync(path.join(dir, "cache"), { recursive: true });
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  let site = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
  const replace = (from: string, to: string) => {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update the multi-instance test`);
    site = site.replaceAll(from, to);
  };
  replace("server 127.0.0.1:3001", `server 127.0.0.1:${options.upstreamPorts[0]}`);
  replace("server 127.0.0.1:3002", `server 127.0.0.1:${options.upstreamPorts[1]}`);
  replace("/var/cache/nginx/vistaar", path.join(dir, "cache"));
  replace("    listen [::]:80;\n", "");
  replace("    listen [::]:443 ssl http2;\n", "");
  replace("listen 80;", `listen 127.0.0.1:${options.httpPort};`);
  replace("listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  replace("/etc/letsencrypt/live/www.vistaar.example/fullchain.pem", options.cert);
  replace("/etc/letsencrypt/live/www.vistaar.example/privkey.pem", options.key);
  replace("server_name www.vistaar.example;", "server_name localhost;");
  const temp = path.join(dir, "temp");
  const main = [
    // Started by root (CI), nginx's workers would switch to 'nobody', who cannot write the cache in the
    // test's private temporary directory; they run as the user running the test instead.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`),
    site,
    "}",
  ].join("\n");
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, main);
  execFileSync("nginx", ["-t", "-p", dir, "-c", conf], { stdio: "pipe" });
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let exit = "";
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = `nginx exited (code ${code}, signal ${signal})\n`;
      resolve();
    }),
  );
  const log = () => `${exit}${output}${readFileSafe(path.join(dir, "error.log"))}`;
  // Ready once it answers over TLS with an instance behind it; bounded wait, and nginx's own words if not.
  const deadline = Date.now() + 30_000;
  let lastError = "";
  while (Date.now() < deadline && !exit) {
    try {
      const health = await httpsCall(`https://localhost:${options.httpsPort}/api/health`, { ca: options.ca });
      if (health.status === 200) return { log, stop: () => stopNginx(child, exited) };
      lastError = `status ${health.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopNginx(child, exited);
  throw new Error(`nginx did not answer /api/health over TLS (${lastError}):\n${log()}`);
}

async function stopNginx(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await exited;
}

const readFileSafe = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
