import type { MetaDescriptor } from "react-router";
import { site } from "#contracts/site.ts";

/** Admin page titles carry an admin suffix (SPEC §2) and are never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.brand} Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
