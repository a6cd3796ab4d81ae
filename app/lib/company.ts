import { createContext, useContext } from "react";
import { footerServiceLinks, type NavLink } from "#app/content/navigation.ts";
import { type BusinessHours, formatFullAddress, type SocialLink, site, whatsappChatUrlFor } from "#contracts/site.ts";

/**
 * The company details the site's chrome shows on every page (header info panel, footer, chat button,
 * contact blocks), read from the database by the site layout's loader (app/lib/site-content.server.ts).
 * Exactly what those components show, so the data every page carries for hydration stays small.
 */
export interface CompanyChrome {
  brand: string;
  tagline: string;
  about: string;
  /** The address on one line. */
  fullAddress: string;
  /** "Anand, Gujarat, India" under the footer. */
  locality: string;
  phone: { display: string; href: string };
  email: string;
  whatsappUrl: string;
  socialLinks: SocialLink[];
  businessHours: BusinessHours[];
  /** The one response-time promise: "We reply within {responseTime}". */
  responseTime: string;
}

interface CompanySource {
  brand: string;
  tagline: string;
  about: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  phone: { display: string; href: string };
  email: string;
  whatsapp: { number: string; greeting: string };
  socialLinks: readonly SocialLink[];
  businessHours: readonly BusinessHours[];
  responseTime: string;
}

export function toCompanyChrome(company: CompanySource): CompanyChrome {
  return {
    brand: company.brand,
    tagline: company.tagline,
    about: company.about,
    fullAddress: formatFullAddress(company.address),
    locality: `${company.address.city}, ${company.address.region}, ${company.address.country}`,
    phone: { display: company.phone.display, href: company.phone.href },
    email: company.email,
    whatsappUrl: whatsappChatUrlFor(company.whatsapp),
    socialLinks: company.socialLinks.map((link) => ({ network: link.network, href: link.href, label: link.label })),
    businessHours: company.businessHours.map((entry) => ({ days: entry.days, hours: entry.hours })),
    responseTime: company.responseTime,
  };
}

/** Where the privacy policy is (the notes under forms link to it). */
export const PRIVACY_POLICY_PATH = "/privacy";

/** A link to a legal page (/privacy, /terms) for the footer and the notes under forms. */
export interface LegalLink {
  title: string;
  path: string;
}

export interface SiteChromeData {
  company: CompanyChrome;
  legalLinks: LegalLink[];
  /** The footer's 'Our Services': the service categories, in their order. */
  serviceLinks: NavLink[];
}

/** The site layout's route id (app/routes.ts), whose loader answers `SiteChromeData`. */
export const SITE_LAYOUT_ROUTE_ID = "routes/site/layout";

const shippedChrome: SiteChromeData = {
  company: toCompanyChrome(site),
  legalLinks: [
    { title: "Privacy Policy", path: PRIVACY_POLICY_PATH },
    { title: "Terms of Use", path: "/terms" },
  ],
  serviceLinks: footerServiceLinks,
};

const SiteChromeContext = createContext<SiteChromeData | null>(null);
/**
 * Gives the public site's components the chrome's data: the site layout does, from its loader's answer
 * (app/routes/site/layout.tsx), and so does every island's root, which has no router around it
 * (app/lib/islands/island.tsx).
 */
export const SiteChromeProvider = SiteChromeContext.Provider;

/**
 * The site chrome's data inside the public site. Where the layout's loader did not answer (its own
 * error page, when the database is out of reach) the shipped details stand in, so the page still has
 * a phone number and an address.
 */
export function useSiteChrome(): SiteChromeData {
  return useContext(SiteChromeContext) ?? shippedChrome;
}

export function useCompany(): CompanyChrome {
  return useSiteChrome().company;
}
