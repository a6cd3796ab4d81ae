import type { MetaDescriptor } from "react-router";
import { pageMeta, type SiteIdentity } from "#app/lib/seo.ts";
import { breadcrumbList, type Crumb, service, structuredData } from "#app/lib/structured-data.ts";
import { digitalBrandingTrail } from "./breadcrumbs.ts";

interface ServicePageMetaInput {
  site: SiteIdentity;
  title: string;
  description: string;
  path: string;
  /** The service's name, as the page's eyebrow and breadcrumb show it. */
  name: string;
  /** The trail the page draws above its heading. */
  breadcrumbs: Crumb[];
}

/** A service page's head: title, description, canonical and Open Graph, and its Service and breadcrumb for search engines. */
export function servicePageMeta({ site, title, description, path, name, breadcrumbs }: ServicePageMetaInput): MetaDescriptor[] {
  return [...pageMeta({ title, description, path, site }), structuredData([service({ site, path, description, name }), breadcrumbList(site.origin, breadcrumbs)])];
}

/** A Digital Branding sub-page's head, from its copy: Services / Digital Branding / {its name}. */
export function digitalBrandingPageMeta(content: { meta: { title: string; description: string; path: string }; hero: { eyebrow: string } }, site: SiteIdentity) {
  return servicePageMeta({ ...content.meta, site, name: content.hero.eyebrow, breadcrumbs: digitalBrandingTrail(content.hero.eyebrow) });
}
