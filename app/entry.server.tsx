import { readFileSync } from "node:fs";
import path from "node:path";
// The renderer for web streams, not Node's: Node's keeps an AsyncLocalStorage that, once a page has
// been rendered, turns on async hooks for every later promise and request of the process
// (docs/decisions/053). Islands use react-dom/server's renderToString, which keeps none.
import { renderToReadableStream } from "react-dom/server.edge";
import { type ActionFunctionArgs, type AppLoadContext, type EntryContext, isRouteErrorResponse, type LoaderFunctionArgs, ServerRouter } from "react-router";
import { CLIENT_BUILD_DIR } from "#server/project-root.ts";
import { themeFromCookieHeader, webFontFromCookieHeader } from "#contracts/theme.ts";
import stylesheetHref from "./app.css?url";
import iconSprite from "./components/ui/icons.svg?raw";
import { hydrateOnDemand } from "./lib/hydrate-on-demand.server.ts";
import { hydrationOf } from "./lib/hydration.ts";
import { IslandScriptsProvider } from "./lib/islands/bootstrap.tsx";
import { islandScripts } from "./lib/islands/build.server.ts";
import { IslandRendererProvider } from "./lib/islands/island.tsx";
import { createIslandRenderer } from "./lib/islands/render.server.tsx";
import { type InlineAssets, InlineAssetsProvider } from "./lib/inline-assets.tsx";
import { NonceProvider } from "./lib/nonce.tsx";
import { WEB_FONT_CLASS } from "./lib/page-script.ts";
import { keepUsedIconSymbols } from "./lib/used-icon-symbols.server.ts";

let inlineAssetsOnce: InlineAssets | undefined;
/**
 * What every page carries inline, read once: the built stylesheet (production only: in development Vite
 * serves CSS itself) and the icon sprite's symbols (app/lib/inline-assets.tsx).
 */
function inlineAssets(): InlineAssets {
  inlineAssetsOnce ??= {
    stylesheet: import.meta.env.DEV ? "" : readFileSync(path.join(CLIENT_BUILD_DIR, stylesheetHref), "utf8"),
    iconSymbols: iconSprite.replace(/^\s*<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").trim(),
  };
  return inlineAssetsOnce;
}

export const streamTimeout = 5_000;

/**
 * Renders every page to complete HTML before answering: all our data comes from server loaders,
 * so waiting for the whole tree costs nothing and gives crawlers and no-JS visitors full pages.
 * The finished page then gets the visitor's theme on <html> (from the `theme` cookie: the right
 * colours from the first byte, with or without JavaScript), an islands page only the icon symbols it
 * draws, and, on public pages, React's scripts wait until the page needs them
 * (app/lib/hydrate-on-demand.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page whose data the database could not give (restarting, flooded): 503 with Retry-After, as the API answers.
  if (responseStatusCode === 500 && failedForDatabase.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "10");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  const hydration = hydrationOf(handles);
  // Islands need their build (not in development, where public pages hydrate on demand instead).
  const islands = hydration === "islands" ? islandScripts() : null;
  const islandRenderer = islands ? createIslandRenderer(islands.separate) : null;
  const onDemand = hydration === "on-demand" || (hydration === "islands" && !islands);
  const cookies = request.headers.get("cookie") ?? undefined;
  const theme = themeFromCookieHeader(cookies);
  const webFont = webFontFromCookieHeader(cookies);

  let allReady = false;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <InlineAssetsProvider value={inlineAssets()}>
          <IslandScriptsProvider value={islands}>
            <IslandRendererProvider value={islandRenderer}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </IslandRendererProvider>
          </IslandScriptsProvider>
        </InlineAssetsProvider>
      </NonceProvider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (allReady) loadContext.log.error({ err: error }, "page render failed");
        },
      },
    );
    await stream.allReady;
    allReady = true;
    let html = await new Response(stream).text();
    // The visitor's theme and web font, drawn in from the first byte (docs/decisions/022, 068).
    const classes = [theme, webFont && WEB_FONT_CLASS].filter(Boolean).join(" ");
    if (classes) html = html.replace(/<html\b/, `<html class="${classes}"${theme ? ` style="color-scheme:${theme}"` : ""}`);
    if (islandRenderer) html = keepUsedIconSymbols(islandRenderer.fill(html));
    if (onDemand) html = hydrateOnDemand(html);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.append("Vary", "Cookie");
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  } finally {
    clearTimeout(timeoutId);
  }
}

/**
 * Errors thrown by loaders and actions. Database trouble is logged once per episode, with its
 * cause (server/db/availability.ts), instead of a stack per page view. A visitor's mistake (a POST to
 * a page without a form, an unknown address: React Router's 4xx answers) is not an error of ours and
 * is not logged: anyone could fill the log with them. Anything else goes to the request's log.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isCrossSiteActionRefusal(error)) {
    // Anyone can send these (a form on another site pointed at ours): the visitor gets a 400 and
    // nothing is stored; a stack trace per attempt would let anyone fill the error log.
    context.log.warn({ origin: request.headers.get("origin") }, "a form posted from another site was refused");
    return;
  }
  if (context.services.databaseAvailability.refuse(error)) {
    // Production hands handleRequest a sanitised error; remember the cause by its request.
    failedForDatabase.add(request);
    return;
  }
  context.log.error({ err: error }, "page loader or action failed");
}

const failedForDatabase = new WeakSet<Request>();

/**
 * React Router's refusal of an action whose Origin is another site's or not an address (its CSRF check,
 * `throwIfPotentialCSRFAttack`): both of its messages end so.
 */
function isCrossSiteActionRefusal(error: unknown): boolean {
  return error instanceof Error && error.message.endsWith("Aborting the action.");
}
