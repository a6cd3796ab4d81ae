/**
 * The eight service offerings the home page's hero rotates through (SPEC §3 "Service offering").
 * Titles are SPEC's, word for word; links are the category routes of SPEC §2.
 */

export interface ServiceOffering {
  title: string;
  description: string;
  /** The service's category page. */
  link: string;
  image: string;
  imageAlt: string;
}

/** Every hero illustration is drawn on this canvas (public/images/home/hero-*.svg). */
export const SERVICE_OFFERING_IMAGE_SIZE = { width: 640, height: 520 } as const;

export const serviceOfferings: ServiceOffering[] = [
  {
    title: "Digital Branding",
    description:
      "SEO, social media, Google Ads and content that make your brand the one customers in Gujarat and beyond find first, remember and trust.",
    link: "/services/digital-branding",
    image: "/images/home/hero-digital-branding.svg",
    imageAlt: "A megaphone sending out social media posts, likes and a rising reach chart",
  },
  {
    title: "Tech Solutions",
    description:
      "Custom software, web applications and dependable IT infrastructure, built and looked after by engineers who answer the phone when you call.",
    link: "/services/tech-solutions",
    image: "/images/home/hero-tech-solutions.svg",
    imageAlt: "A code editor window beside a server rack and a turning gear",
  },
  {
    title: "Graphics Design",
    description:
      "Logos, packaging, brochures and social creatives with one consistent look, designed in our Anand studio and delivered print-ready.",
    link: "/services/graphic-design",
    image: "/images/home/hero-graphic-design.svg",
    imageAlt: "A design artboard with a pen tool curve, colour swatches and shapes",
  },
  {
    title: "HR Solutions",
    description:
      "Recruitment, payroll, compliance and training that let you hire faster, keep good people longer and stay on the right side of labour law.",
    link: "/services/hr-solutions",
    image: "/images/home/hero-hr-solutions.svg",
    imageAlt: "An organisation chart of team members connected to a hiring profile card",
  },
  {
    title: "Academy",
    description:
      "Hands-on courses in digital marketing, design and development, taught by working professionals, with live projects and placement support.",
    link: "/services/academy",
    image: "/images/home/hero-academy.svg",
    imageAlt: "A graduation cap resting on a laptop next to a course certificate",
  },
  {
    title: "Ecommerce Support",
    description:
      "Online stores, marketplace listings and day-to-day store management that turn browsers into buyers on your site, Amazon and Flipkart.",
    link: "/services/ecommerce-support",
    image: "/images/home/hero-ecommerce-support.svg",
    imageAlt: "An online storefront in a browser window with a shopping bag and a cart",
  },
  {
    title: "Research",
    description:
      "Market research and business intelligence that replace guesswork with numbers: who your customers are, what they want, what they pay.",
    link: "/services/research",
    image: "/images/home/hero-research.svg",
    imageAlt: "A magnifying glass over a bar chart, with a pie chart and a survey clipboard",
  },
  {
    title: "Management Solutions",
    description:
      "Business strategy and project management that turn big plans into weekly milestones, with clear owners, budgets and progress you can see.",
    link: "/services/management-solutions",
    image: "/images/home/hero-management-solutions.svg",
    imageAlt: "A task board with progress columns beside a target and a milestone roadmap",
  },
];
