import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { ICON_NAMES } from "./icon-names.ts";
import {
  DIGITAL_BRANDING_SLUG,
  LANDING_PAGE_SLUGS,
  type LandingPageSlug,
  SERVICE_PAGE_SLUGS,
  type ServicePageSlug,
} from "./site-services-constants.ts";
import { contentObject, entryList, optionalText, orderSchema, requiredText, siteImageUrl, siteLink, textList } from "./site-content.ts";

/**
 * Service pages (issue 13): the eight categories of /services and the Digital Branding sub-pages.
 * Which sections a page has stays in code (its route module); the words, lists and images are data:
 * one row per page, its title, summary and search snippet in columns and the rest of its copy in
 * `body`, whose shape is the page's own contract below (SERVICE_PAGE_BODIES, by slug).
 * GET/POST /api/site/services, PUT/DELETE /api/site/services/{id}.
 */

export const SERVICE_MESSAGES = {
  notFound: "Service page not found",
  slugInvalid: "This page does not exist on the site: choose one of the service pages",
  slugTaken: "This service page already has its copy: edit it instead",
  iconInvalid: "Choose one of the site's icons (lucide names such as map-pinned)",
  imageStyleInvalid: "The image style is icon or illustration",
  ratingInvalid: "The rating is a whole number from 1 to 5",
  sizeInvalid: "Image sizes are whole numbers of pixels",
} as const;

/* Building blocks of the page bodies. Field names are today's (app/content/services/types.ts). */

const heading = requiredText("Heading", 200);
const intro = requiredText("Introduction", 1000);
const paragraph = requiredText("Text", 2000);
/** One of the icons the site can draw (its sprite): the admin form offers them as a list. */
const icon = z.enum(ICON_NAMES, { error: SERVICE_MESSAGES.iconInvalid });
const pixels = z.int({ error: SERVICE_MESSAGES.sizeInvalid }).min(1, { error: SERVICE_MESSAGES.sizeInvalid }).max(10_000, { error: SERVICE_MESSAGES.sizeInvalid });

export const artworkSchema = z.object({ src: siteImageUrl("Image"), width: pixels, height: pixels, alt: optionalText("Alt text", 300) });
export const callToActionSchema = z.object({ label: requiredText("Button label", 60), to: siteLink("Button link") });
export const stepSchema = z.object({ title: requiredText("Step title", 100), text: requiredText("Step text", 500) });
export const iconCardSchema = z.object({
  title: requiredText("Card title", 100),
  icon,
  description: requiredText("Card description", 600),
  points: textList("Points", { max: 12, itemMax: 300 }).optional(),
});
export const featureItemSchema = z.object({ title: requiredText("Feature title", 100), icon, description: requiredText("Feature description", 600) });
export const serviceCardSchema = z.object({
  title: requiredText("Card title", 100),
  description: requiredText("Card description", 1000),
  benefits: textList("Benefits", { max: 12, itemMax: 300 }),
  image: siteImageUrl("Card image"),
  imageStyle: z.enum(["icon", "illustration"], { error: SERVICE_MESSAGES.imageStyleInvalid }),
});
const closingSchema = z.object({ heading, text: paragraph, cta: callToActionSchema });
const proposalSchema = z.object({ heading, text: paragraph, buttonLabel: requiredText("Button label", 60) });
const sectionWithArt = z.object({ heading, text: paragraph, art: artworkSchema, points: textList("Points", { max: 12, itemMax: 300 }), buttonLabel: requiredText("Button label", 60) });
/** The sub-pages' hero; its eyebrow is the page's title. */
const subPageHero = z.object({ title: requiredText("Hero title", 200), subtitle: requiredText("Hero subtitle", 1000), art: artworkSchema });
const steps = (max = 8) => entryList("Steps", stepSchema, { max });
const iconCards = (field: string, max = 12) => entryList(field, iconCardSchema, { max });
const textBlock = z.object({ heading, paragraphs: textList("Paragraphs", { max: 8, itemMax: 2000 }) });

/** A category landing page (app/content/services/types.ts CategoryPage, without slug, name and meta). */
export const landingPageBodySchema = z.object({
  hero: z.object({
    title: requiredText("Hero title", 200),
    subtitle: requiredText("Hero subtitle", 1000),
    highlights: textList("Highlights", { max: 6, itemMax: 200 }),
    art: artworkSchema,
  }),
  services: z.object({ heading, intro, cards: entryList("Service cards", serviceCardSchema, { max: 12 }) }),
  approach: z.object({ heading, intro, steps: steps() }),
  closing: closingSchema,
});

/** The Digital Branding hub; its tiles are the sub-pages (title, summary, icon, in their order). */
export const digitalBrandingHubBodySchema = z.object({
  hero: subPageHero,
  heroCta: callToActionSchema,
  tilesHeading: heading,
  tilesIntro: intro,
  viewAll: callToActionSchema,
  featuresHeading: heading,
  featuresIntro: intro,
  features: entryList("Features", featureItemSchema, { max: 12 }),
  closing: closingSchema,
});

export const SERVICE_PAGE_BODIES = {
  [DIGITAL_BRANDING_SLUG]: digitalBrandingHubBodySchema,
  ...(Object.fromEntries(LANDING_PAGE_SLUGS.map((slug) => [slug, landingPageBodySchema])) as Record<LandingPageSlug, typeof landingPageBodySchema>),
  "digital-branding/social-media-marketing": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    platforms: z.object({ heading, intro, cards: iconCards("Platforms") }),
    contentStrategy: z.object({ heading, intro, art: artworkSchema, steps: steps() }),
    community: z.object({ heading, intro, cards: iconCards("Community cards") }),
    closing: closingSchema,
  }),
  "digital-branding/seo": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    pillarsHeading: heading,
    pillarsIntro: intro,
    pillars: iconCards("Pillars"),
    processHeading: heading,
    process: steps(),
    testimonialsHeading: heading,
    testimonials: entryList(
      "Testimonials",
      z.object({
        name: requiredText("Name", 100),
        position: requiredText("Position", 200),
        quote: requiredText("Quote", 1000),
        rating: z.int({ error: SERVICE_MESSAGES.ratingInvalid }).min(1, { error: SERVICE_MESSAGES.ratingInvalid }).max(5, { error: SERVICE_MESSAGES.ratingInvalid }),
      }),
      { min: 0, max: 6 },
    ),
    proposal: proposalSchema,
  }),
  "digital-branding/web-development": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    servicesHeading: heading,
    servicesIntro: intro,
    services: iconCards("Services"),
    stackHeading: heading,
    stackIntro: intro,
    stack: entryList("Technology groups", z.object({ name: requiredText("Group name", 100), items: textList("Technologies", { max: 12, itemMax: 100 }) }), { max: 8 }),
    customHeading: heading,
    customIntro: intro,
    customArt: artworkSchema,
    customSolutions: textList("Custom solutions", { max: 12, itemMax: 300 }),
    closing: closingSchema,
  }),
  "digital-branding/ui-ux-design": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    servicesHeading: heading,
    servicesIntro: intro,
    services: iconCards("Services"),
    processHeading: heading,
    processIntro: intro,
    process: steps(),
    closing: closingSchema,
  }),
  "digital-branding/google-ads-ppc": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    campaignsHeading: heading,
    campaignsIntro: intro,
    campaigns: iconCards("Campaigns"),
    management: sectionWithArt,
    blueprint: sectionWithArt,
    processHeading: heading,
    process: steps(),
    closing: closingSchema,
  }),
  "digital-branding/leads-generation": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    channelsHeading: heading,
    channelsIntro: intro,
    channels: iconCards("Channels"),
    processHeading: heading,
    processArt: artworkSchema,
    process: steps(),
    industriesHeading: heading,
    industries: textList("Industries", { max: 20, itemMax: 200 }),
    proposal: proposalSchema,
  }),
  "digital-branding/influencer-marketing": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    intro: textBlock,
    servicesHeading: heading,
    services: iconCards("Services"),
    tiersHeading: heading,
    tiers: entryList("Creator tiers", z.object({ name: requiredText("Tier name", 60), range: requiredText("Range", 100), text: requiredText("Text", 300) }), { max: 8 }),
    closing: closingSchema,
  }),
  "digital-branding/social-media-advertising": z.object({
    hero: subPageHero,
    heroCta: callToActionSchema,
    intro: textBlock,
    platformsHeading: heading,
    platforms: iconCards("Platforms"),
    includedHeading: heading,
    included: iconCards("Included"),
    processHeading: heading,
    process: steps(),
    closing: closingSchema,
  }),
} satisfies Record<ServicePageSlug, z.ZodType>;
export type ServicePageBody<Slug extends ServicePageSlug> = z.output<(typeof SERVICE_PAGE_BODIES)[Slug]>;

const slugSchema = z.enum(SERVICE_PAGE_SLUGS, { error: SERVICE_MESSAGES.slugInvalid });

/**
 * POST /api/site/services and PUT /api/site/services/{id}. `body` is checked against the contract of
 * the page `slug` names; its problems are reported under `body` with the path in the message's field name.
 */
export const servicePageInputSchema = contentObject({
  slug: slugSchema,
  /** The service's name: the category's name, or the sub-page's (its hero eyebrow and its tile on the hub). */
  title: requiredText("Title", 100),
  /** One or two sentences: under the category on /services, or on the sub-page's tile on the hub. */
  summary: requiredText("Summary", 500),
  /** The icon of the sub-page's tile on the hub (lucide name); empty for categories. */
  icon: z
    .enum(["", ...ICON_NAMES], { error: SERVICE_MESSAGES.iconInvalid })
    .nullable()
    .optional()
    .transform((value) => (value === null ? "" : value)),
  seoTitle: requiredText("SEO title", 200),
  seoDescription: requiredText("SEO description", 500),
  order: orderSchema.optional(),
  body: z.record(z.string(), z.unknown(), { error: "The page's copy (body) is required" }).describe("The page's copy: its shape is the contract of the page `slug` names"),
}).transform((input, context) => {
  const parsed = SERVICE_PAGE_BODIES[input.slug].safeParse(input.body);
  if (parsed.success) return { ...input, body: parsed.data as Record<string, unknown> };
  for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message, path: ["body", ...issue.path], input: input.body });
  return z.NEVER;
});
export type ServicePageInput = z.input<typeof servicePageInputSchema>;
export type ValidServicePageInput = z.output<typeof servicePageInputSchema>;

export const servicePageSchema = z.object({
  id: z.guid(),
  slug: slugSchema,
  title: z.string(),
  summary: z.string(),
  icon: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  order: z.int(),
  body: z.record(z.string(), z.unknown()),
  updatedAt: timestamp(),
});
export type ServicePageRecord = z.output<typeof servicePageSchema>;
