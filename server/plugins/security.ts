import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { PREVIEW_PARAM } from "#contracts/blog.ts";
import { PERSONAL_PAGE_PATH } from "./pages.ts";

declare module "fastify" {
  interface FastifyReply {
    /** The per-response nonce that lets our own inline scripts run under the CSP. */
    scriptNonce: string;
  }
}

declare module "node:http" {
  interface ServerResponse {
    scriptNonce?: string;
  }
}

/**
 * Features no page of ours uses, turned off for them and for anything they might embed (the story video
 * plays without any of these). The static files answered in front of Fastify send the same header.
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), publickey-credentials-get=(), usb=(), browsing-topics=()";

/**
 * Security headers. The Content-Security-Policy allows scripts from this origin and inline
 * scripts carrying the response's nonce, nothing else; no other site may frame our pages
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY` say the same). Inline `style` attributes stay allowed:
 * React renders them and they cannot run code.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean; servedOverHttps: boolean }) {
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    const nonce = randomBytes(16).toString("base64");
    reply.scriptNonce = nonce;
    reply.raw.scriptNonce = nonce;
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as { scriptNonce?: string }).scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        // Vite's dev server talks to the browser over a websocket for hot reload.
        connectSrc: options.isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.servedOverHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The site links to social networks and WhatsApp; keep the full referrer for our own origin only.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Set below, for the pages for one person and the API only.
    crossOriginOpenerPolicy: false,
    hsts: options.servedOverHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    // Agrees with `frame-ancestors 'none'`: no page of ours is shown inside another page (older browsers read this one).
    frameguard: { action: "deny" },
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (isOpenerIsolated(request.url)) reply.header("cross-origin-opener-policy", "same-origin");
  });
}

/**
 * Cross-Origin-Opener-Policy `same-origin` keeps other sites' windows away from the pages for one person
 * (the admin panel, where staff sign in and read enquiries; the newsletter's links; a draft's preview
 * link) and the API. Not the rest of the public site: its pages are the same for everyone and hold
 * nothing to protect, and the header makes the browser start a new process for a visitor arriving from
 * another site (docs/decisions/070).
 */
function isOpenerIsolated(url: string): boolean {
  if (url.startsWith("/api/") || url === "/api" || PERSONAL_PAGE_PATH.test(url)) return true;
  const queryAt = url.indexOf("?");
  return queryAt !== -1 && new URLSearchParams(url.slice(queryAt)).has(PREVIEW_PARAM);
}
