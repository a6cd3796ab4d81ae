import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found.tsx";
import { site } from "#contracts/site.ts";
import type { Route } from "./+types/not-found";

/** Any URL no other route claims: the 404 page, with a real 404 status for crawlers. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${site.brand}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound />;
}
