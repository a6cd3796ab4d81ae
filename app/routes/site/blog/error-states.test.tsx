import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as PortfolioError } from "../portfolio.tsx";
import { ErrorBoundary as BlogListError } from "./index.tsx";
import { ErrorBoundary as BlogPostError } from "./post.tsx";

/** Renders a route's error boundary as the router would after its loader failed with `error`. */
function renderBoundary(Boundary: React.ComponentType<{ error: unknown }>, error: unknown): string {
  // Framework mode hands the error to the boundary as a prop; a data router only through useRouteError().
  const WithError = () => <Boundary error={useRouteError()} />;
  const router = createMemoryRouter([{ path: "/", Component: () => null, ErrorBoundary: WithError }], {
    hydrationData: { errors: { 0: error } },
  });
  return renderToString(<RouterProvider router={router} />);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/<!-- -->/g, "").replace(/\s+/g, " ");

describe("error states of the public publishing pages (SPEC §8)", () => {
  it("/blog says 'Failed to load blog posts' when the list cannot be read", () => {
    const text = textOf(renderBoundary(BlogListError as React.ComponentType<{ error: unknown }>, new Error("database down")));
    expect(text).toContain("Our Recent Blog");
    expect(text).toContain("Failed to load blog posts");
  });

  it("/blog/{id} says 'Blog post not found' for a 404 and 'Failed to load blog post' otherwise, both with 'Back to Blog'", () => {
    const missing = textOf(renderBoundary(BlogPostError as React.ComponentType<{ error: unknown }>, new ErrorResponse(404, "Not Found", "Blog post not found")));
    expect(missing).toContain("Blog post not found");
    expect(missing).toContain("Back to Blog");
    const failed = textOf(renderBoundary(BlogPostError as React.ComponentType<{ error: unknown }>, new Error("database down")));
    expect(failed).toContain("Failed to load blog post");
    expect(failed).not.toContain("Blog post not found");
    expect(failed).toContain("Back to Blog");
  });

  it("/portfolio says 'Failed to load portfolio items'", () => {
    const text = textOf(renderBoundary(PortfolioError as React.ComponentType<{ error: unknown }>, new Error("database down")));
    expect(text).toContain("Our Portfolio");
    expect(text).toContain("Failed to load portfolio items");
  });
});
