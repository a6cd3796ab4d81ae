import { eq } from "drizzle-orm";
import type { BusinessHours, SocialLink } from "#contracts/site.ts";
import { type CompanyDetails, type CompanyDetailsRecord, companyDetailsInputSchema } from "#contracts/site-company.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { siteCompany } from "../../db/schema.ts";
import { defaultCompanyDetails } from "./defaults.ts";

/** Company details: the one record (issue 13). Public pages call `loadCompanyDetails`; the API the others. */

type CompanyRow = typeof siteCompany.$inferSelect;

/**
 * The agency's identity in the shape pages read today from contracts/site.ts (`site`), plus the one
 * response-time promise and the map link. The public loaders (header panel, footer, contact page,
 * chat button, JSON-LD) and the email templates call it.
 */
export interface CompanyIdentity {
  brand: string;
  legalName: string;
  tagline: string;
  nameMeaning: { word: string; meaning: string };
  about: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string; countryCode: string; mapUrl: string };
  phone: { display: string; href: string };
  email: string;
  whatsapp: { number: string; greeting: string };
  socialLinks: SocialLink[];
  businessHours: BusinessHours[];
  foundedYear: number;
  /** e.g. "24-48 hours": "We reply within {responseTime}". */
  responseTime: string;
}

const SINGLE_ROW_ID = 1;

function toDetails(row: CompanyRow): CompanyDetails {
  return {
    name: row.name,
    legalName: row.legalName,
    tagline: row.tagline,
    about: row.about,
    nameMeaning: row.nameMeaning,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    address: row.address,
    hours: row.hours,
    social: row.social as CompanyDetails["social"],
    responseTime: row.responseTime,
    foundedYear: row.foundedYear,
  };
}

/** The shipped details (contracts/site.ts), for a database that has none stored yet. */
function shippedDetails(): CompanyDetails {
  return companyDetailsInputSchema.parse(defaultCompanyDetails());
}

/** "+91 98765 43210" → "tel:+919876543210". */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function toCompanyIdentity(details: CompanyDetails): CompanyIdentity {
  return {
    brand: details.name,
    legalName: details.legalName,
    tagline: details.tagline,
    nameMeaning: details.nameMeaning,
    about: details.about,
    address: details.address,
    phone: { display: details.phone, href: telephoneHref(details.phone) },
    email: details.email,
    whatsapp: details.whatsapp,
    socialLinks: details.social.map((link) => ({ network: link.network, href: link.url, label: link.label })),
    businessHours: details.hours,
    foundedYear: details.foundedYear,
    responseTime: details.responseTime,
  };
}

/** One query. Falls back to the shipped details when none are stored. */
export async function loadCompanyDetails(db: Database | Transaction): Promise<CompanyIdentity> {
  const [row] = await db.select().from(siteCompany).where(eq(siteCompany.id, SINGLE_ROW_ID));
  return toCompanyIdentity(row ? toDetails(row) : shippedDetails());
}

/** The company name as stored (the shipped one before any edit): what emails and the authenticator app call the company. */
export async function loadCompanyName(db: Database | Transaction): Promise<string> {
  const [row] = await db.select({ name: siteCompany.name }).from(siteCompany).where(eq(siteCompany.id, SINGLE_ROW_ID));
  return row?.name ?? shippedDetails().name;
}

/** GET /api/site/company. */
export async function getCompanyDetails(db: Database): Promise<CompanyDetailsRecord> {
  const [row] = await db.select().from(siteCompany).where(eq(siteCompany.id, SINGLE_ROW_ID));
  return row ? { ...toDetails(row), updatedAt: row.updatedAt.toISOString() } : { ...shippedDetails(), updatedAt: null };
}

/** PUT /api/site/company: replaces the record (creates it the first time). */
export async function saveCompanyDetails(db: Database, details: CompanyDetails): Promise<CompanyDetailsRecord> {
  const values = { id: SINGLE_ROW_ID, ...details, updatedAt: new Date() };
  const [row] = await db.insert(siteCompany).values(values).onConflictDoUpdate({ target: siteCompany.id, set: values }).returning();
  return { ...toDetails(row!), updatedAt: row!.updatedAt.toISOString() };
}
