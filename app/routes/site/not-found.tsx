import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

/** Any URL no other route claims: the 404 page, with a real 404 status for crawlers. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Page not found | ${siteFrom(matches).brand}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound />;
}
