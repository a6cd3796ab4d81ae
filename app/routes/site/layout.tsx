import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ChatButton } from "#app/components/layout/chat-button.tsx";
import { NotFound } from "#app/components/layout/not-found.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { blogPageCopy } from "#app/content/publishing.ts";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { SITE_LAYOUT_ROUTE_ID, type SiteChromeData, SiteChromeProvider, useCompany } from "#app/lib/company.ts";
import type { RouteHandle } from "#app/lib/hydration.ts";
import { loadSiteChrome } from "#app/lib/site-content.server.ts";
import { useRevealOnScroll } from "#app/lib/reveal-on-scroll.ts";
import { BLOG_FEED_PATH } from "#contracts/blog.ts";
import type { Route } from "./+types/layout";

/** Public pages work without JavaScript; React hydrates their islands when a visitor reaches one (app/lib/hydration.ts). */
export const handle: RouteHandle = { hydrate: "islands" };

/** The company details and legal links the chrome shows on every page (cached with the page). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteChrome(context);
}

/** The chrome's data changes only when staff edit it: client-side navigations do not ask again. */
export function shouldRevalidate() {
  return false;
}

/**
 * The blog's feed, for browsers and feed readers, from every public page (not the admin's). Drawn here
 * rather than by `links`, which cannot read data: its name is the company's as stored, like the feed's
 * own title. React puts it in <head>.
 */
function FeedLink() {
  const company = useCompany();
  return <link rel="alternate" type="application/rss+xml" title={blogPageCopy.feedTitle(company.brand)} href={BLOG_FEED_PATH} />;
}

/** The public site's chrome (SPEC §2 "Shared page chrome") around every public page. */
function SiteChrome({ children }: { children: React.ReactNode }) {
  useRevealOnScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <FeedLink />
      <SiteHeader />
      <main id="main">{children}</main>
      {/*
        On a page shorter than the screen the footer, not <main>, takes the height left over: its top
        stays where the page's content ends while its own markup is still arriving (a stretched <main>
        shrank as the footer grew, and the footer's top rose 69 px at 390 px on a slow connection).
      */}
      <SiteFooter className="flex-1" newsletterForm={<NewsletterForm place="footer" />} />
      <ChatButton placement="floating" />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <WithSiteChromeData>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    </WithSiteChromeData>
  );
}

/** The chrome's data for everything inside the layout (`useSiteChrome`); none on the layout's own error page. */
function WithSiteChromeData({ children }: { children: React.ReactNode }) {
  const chrome = useRouteLoaderData<SiteChromeData>(SITE_LAYOUT_ROUTE_ID);
  return <SiteChromeProvider value={chrome ?? null}>{children}</SiteChromeProvider>;
}

/** A page that throws (a missing post, an unknown case study) still gets the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <WithSiteChromeData>
      <SiteErrorPage error={error} />
    </WithSiteChromeData>
  );
}

function SiteErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const company = useCompany();
  return (
    <SiteChrome>
      <title>{`${notFound ? "Page not found" : "Something went wrong"} | ${company.brand}`}</title>
      {notFound ? (
        <NotFound />
      ) : (
        <section className="mx-auto max-w-2xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Something went wrong</h1>
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            We could not show this page. Please try again in a moment.
          </p>
        </section>
      )}
    </SiteChrome>
  );
}
