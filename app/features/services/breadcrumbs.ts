import type { Crumb } from "./service-hero.tsx";

const SERVICES: Crumb = { label: "Services", to: "/services" };

/** Services › {category} */
export function categoryTrail(name: string): Crumb[] {
  return [SERVICES, { label: name }];
}

/** Services › Digital Branding › {service} */
export function digitalBrandingTrail(name: string): Crumb[] {
  return [SERVICES, { label: "Digital Branding", to: "/services/digital-branding" }, { label: name }];
}
