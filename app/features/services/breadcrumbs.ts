import type { Crumb } from "#app/lib/structured-data.ts";

const SERVICES: Crumb = { label: "Services", to: "/services" };

/* The trails the service pages draw (ServiceHero) and give search engines (service-page-meta.ts). */

/** Services › {category} */
export function categoryTrail(name: string): Crumb[] {
  return [SERVICES, { label: name }];
}

/** Services › Digital Branding › {service} */
export function digitalBrandingTrail(name: string): Crumb[] {
  return [SERVICES, { label: "Digital Branding", to: "/services/digital-branding" }, { label: name }];
}
