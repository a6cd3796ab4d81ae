import { useEffect } from "react";
import { PageToaster } from "#app/components/ui/toaster.tsx";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import faviconSvg from "../public/favicon.svg?raw";
import { NotFound } from "./components/layout/not-found.tsx";
import { site } from "#contracts/site.ts";
import { useInlineAssets } from "./lib/inline-assets.tsx";
import { IslandsBootstrap, IslandsData, useIslandScripts } from "./lib/islands/bootstrap.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { clickKeptWhileWaiting, HYDRATED_ATTRIBUTE, ISLANDS_PAGE_ATTRIBUTE, pageScript } from "./lib/page-script.ts";
import { RouteAnnouncer } from "./lib/route-announcer.tsx";

const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(faviconSvg.replace(/>\s+</g, "><").trim())}`;

export const links: Route.LinksFunction = () => [
  // In production the stylesheet is inlined in <head> (see Layout); development loads it normally.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  // In the page as a data: URL, so the browser fetches nothing else before the first paint (docs/decisions/035).
  { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: context.services.config.publicUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const inlineAssets = useInlineAssets();
  const islandScripts = useIslandScripts();
  return (
    <html lang="en-IN" suppressHydrationWarning {...(islandScripts ? { [ISLANDS_PAGE_ATTRIBUTE]: "" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#312e81" />
        {/* Theme before the first paint, and what pages do before (or without) React: app/lib/page-script.ts. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageScript }} suppressHydrationWarning />
        {/* A page that runs as islands has no React Router in the browser (docs/decisions/052, 065). */}
        {islandScripts ? <IslandsBootstrap scripts={islandScripts} nonce={nonce} /> : null}
        {import.meta.env.DEV ? null : <style id="site-css" dangerouslySetInnerHTML={{ __html: inlineAssets.stylesheet }} suppressHydrationWarning />}
        <Meta />
        {/* Stylesheets and icons need no nonce (the CSP allows our own styles), and the browser never
            knows the response's: an empty one keeps the server's and the browser's markup the same. */}
        <Links nonce="" />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-800 antialiased dark:bg-slate-950 dark:text-slate-100">
        {/* The icons' symbols (components/ui/icon.tsx), in the page rather than a file to fetch. */}
        <svg className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: inlineAssets.iconSymbols }} suppressHydrationWarning />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <PageToaster />
        {islandScripts ? (
          <IslandsData />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets browser tests (and curious developers) know the page is interactive.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
    clickKeptWhileWaiting();
  }, []);
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  );
}

/** Last-resort error page (errors inside the site layout are shown within the header and footer). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <title>{`Page not found | ${site.brand}`}</title>
        <NotFound />
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`Something went wrong | ${site.brand}`}</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        We could not show this page. Please try again in a moment, or go back to the{" "}
        <a href="/" className="font-semibold text-brand-700 underline dark:text-brand-300">
          home page
        </a>
        .
      </p>
    </main>
  );
}
