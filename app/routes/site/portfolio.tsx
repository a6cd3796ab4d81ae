import ArrowRight from "lucide-react/icons/arrow-right";
import { data, Link, type ShouldRevalidateFunctionArgs, useNavigate, useNavigation, useSearchParams } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { portfolioPageCopy } from "#app/content/publishing.ts";
import { CategoryFilter } from "#app/features/portfolio/category-filter.tsx";
import { PortfolioCard } from "#app/features/portfolio/portfolio-card.tsx";
import { PortfolioModal } from "#app/features/portfolio/portfolio-modal.tsx";
import { loadPortfolio } from "#app/features/portfolio/portfolio.server.ts";
import { cn } from "#app/lib/cn.ts";
import { focusOnArrival, projectLinkId } from "#app/lib/focus-on-arrival.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { PORTFOLIO_CATEGORY_PARAM, PORTFOLIO_ITEM_PARAM, PORTFOLIO_MESSAGES, portfolioItemPath } from "#contracts/portfolio.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ matches, data, location }) => {
  const itemId = new URLSearchParams(location.search).get(PORTFOLIO_ITEM_PARAM);
  const item = itemId ? data?.items.find((entry) => entry._id === itemId) : undefined;
  if (item) {
    return pageMeta({
      title: item.title,
      description: item.description,
      path: portfolioItemPath(item._id),
      image: item.imageUrl,
      site: siteFrom(matches),
    });
  }
  return pageMeta({
    title: portfolioPageCopy.metaTitle,
    description: portfolioPageCopy.description,
    path: "/portfolio",
    site: siteFrom(matches),
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPortfolio(context, new URL(request.url).searchParams);
  return page.missingItem ? data(page, { status: 404 }) : page;
}

/** Every item is already here: changing the category filter needs no new request. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { items, categories, imageAlts } = loaderData;
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(PORTFOLIO_CATEGORY_PARAM)?.trim().toLowerCase() || null;
  const active = requested ? (categories.find((category) => category.toLowerCase() === requested) ?? requested) : null;
  const visible = requested ? items.filter((item) => item.category.toLowerCase() === requested) : items;
  // The project shown large is in the address (`?item=`): a link opens it, with or without JavaScript.
  const askedItem = searchParams.get(PORTFOLIO_ITEM_PARAM);
  const openItem = items.find((item) => item._id === askedItem) ?? null;
  const withItem = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set(PORTFOLIO_ITEM_PARAM, id);
    else next.delete(PORTFOLIO_ITEM_PARAM);
    const query = next.toString();
    return query ? `/portfolio?${query}` : "/portfolio";
  };
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/portfolio";

  return (
    <>
      <PageHeader title={portfolioPageCopy.title} subtitle={portfolioPageCopy.subtitle} />
      <CategoryFilter categories={categories} active={active} />
      <section aria-labelledby="portfolio-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {askedItem !== null && !openItem ? (
          <p
            role="status"
            className="mb-8 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
          >
            {portfolioPageCopy.missingItem}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-4">
          <h2 id="portfolio-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            {active ?? portfolioPageCopy.all} · {visible.length} {visible.length === 1 ? "project" : "projects"}
          </h2>
          {loading ? <Spinner label={portfolioPageCopy.loading} /> : null}
        </div>
        <div aria-busy={loading} className={cn("mt-6", loading && "opacity-50")}>
          {visible.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center text-lg text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {portfolioPageCopy.empty}{" "}
              <Link to="/portfolio" preventScrollReset className="font-semibold text-brand-700 underline dark:text-brand-300">
                {portfolioPageCopy.all}
              </Link>
            </p>
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((item, index) => (
                <li key={item._id} className="flex">
                  <PortfolioCard item={item} imageAlt={imageAlts[item.imageUrl]} eager={index < 3} to={withItem(item._id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section data-reveal className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-fuchsia-700 p-8 text-white sm:flex-row sm:items-center sm:p-12">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">{portfolioPageCopy.cta.title}</h2>
            <p className="mt-2 text-brand-50">{portfolioPageCopy.cta.text}</p>
          </div>
          <ButtonLink to="/contact" variant="accent" size="lg">
            {portfolioPageCopy.cta.button}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>
      <PortfolioModal
        item={openItem}
        imageAlt={openItem ? imageAlts[openItem.imageUrl] : undefined}
        closeTo={openItem ? focusOnArrival(withItem(null), projectLinkId(openItem._id)) : withItem(null)}
        onClose={() => navigate(withItem(null), { preventScrollReset: true, replace: true })}
      />
    </>
  );
}

/** SPEC §8 'Failed to load portfolio items'. */
export function ErrorBoundary() {
  return (
    <>
      <PageHeader title={portfolioPageCopy.title} subtitle={portfolioPageCopy.subtitle} />
      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-lg font-semibold text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          {PORTFOLIO_MESSAGES.listFailed}
        </p>
        <p className="mt-6 text-slate-600 dark:text-slate-300">
          Please try again in a moment, or{" "}
          <Link to="/portfolio" reloadDocument className="font-semibold text-brand-700 underline dark:text-brand-300">
            reload the page
          </Link>
          .
        </p>
      </section>
    </>
  );
}
