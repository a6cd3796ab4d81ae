/**
 * The three case studies (SPEC §3 "Static case study": title, image, category, description), as cards on
 * the home page and /case-studies. Their full write-ups are in case-study-write-ups.ts, which only the
 * server reads. The clients are fictional. Titles contain only letters, digits and spaces, so the slug
 * rule gives clean URLs.
 */

export interface CaseStudy {
  title: string;
  image: string;
  imageAlt: string;
  category: string;
  description: string;
}

export const CASE_STUDY_IMAGE_SIZE = { width: 1200, height: 750 } as const;

/** SPEC §2: the slug is the lower-cased title with spaces replaced by hyphens. */
export function caseStudySlug(title: string): string {
  return title.toLowerCase().replace(/ /g, "-");
}

export function caseStudyPath(study: Pick<CaseStudy, "title">): string {
  return `/case-studies/${caseStudySlug(study.title)}`;
}

export const caseStudiesMeta = {
  title: "Case Studies",
  subtitle: "Real problems, the work we did and the numbers that changed. Three client stories from Gujarat.",
  description:
    "How Vistaar helped a dairy brand double online orders, a textile manufacturer hire faster and a clinic chain fill its calendars through local SEO.",
};

export const caseStudies: CaseStudy[] = [
  {
    title: "Doubling Online Orders for a Dairy Brand",
    image: "/images/case-studies/dairy-brand.svg",
    imageAlt: "Milk and paneer packs beside a phone showing an online order screen and a rising sales chart",
    category: "E-commerce & Digital Marketing",
    description:
      "A new online store, marketplace listings and WhatsApp ordering took a family dairy from 40 to over 100 online orders a day in six months.",
  },
  {
    title: "Rebuilding Hiring for a Textile Manufacturer",
    image: "/images/case-studies/textile-hiring.svg",
    imageAlt: "Fabric rolls and a loom beside candidate profile cards and a hiring funnel",
    category: "HR Solutions",
    description:
      "A new recruitment process, employer branding and payroll clean-up cut time-to-hire from 52 to 19 days for a Surat manufacturer opening a second plant.",
  },
  {
    title: "Local SEO Growth for a Multispecialty Clinic Chain",
    image: "/images/case-studies/clinic-local-seo.svg",
    imageAlt: "A map with clinic location pins, five-star reviews and a search result ranking first",
    category: "SEO & Local Search",
    description:
      "Local SEO, a faster website and a review programme brought four clinics to the top of Google Maps and tripled appointment requests in eight months.",
  },
];
