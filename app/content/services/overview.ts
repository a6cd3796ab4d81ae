import type { ServiceCategory } from "./types.ts";

/**
 * The services overview (SPEC §2 "Services overview"): the eight categories in their fixed order,
 * each with the services its own page presents (kept in step by overview.test.ts).
 */
export const serviceCategories: ServiceCategory[] = [
  {
    name: "Digital Branding",
    slug: "digital-branding",
    summary: "Be found, be remembered and be chosen online, with marketing that is measured in leads and sales.",
    services: [
      "Social Media Marketing",
      "Search Engine Optimization",
      "Web Development",
      "UI/UX Design",
      "Google Ads (PPC)",
      "Leads Generation",
      "Influencer Marketing",
      "Social Media Advertising",
    ],
  },
  {
    name: "Tech Solutions",
    slug: "tech-solutions",
    summary: "Custom software and dependable IT infrastructure, built around the way your business works.",
    services: ["Software Development", "IT Infrastructure Management"],
  },
  {
    name: "Graphic Design",
    slug: "graphic-design",
    summary: "Logos, packaging, social creatives and print that make your brand unmistakable.",
    services: [
      "Logo & Brand Identity",
      "Packaging & Label Design",
      "Social Media Creatives",
      "Brochures & Print Collateral",
      "Illustrations & Infographics",
      "Presentation & Pitch Decks",
      "Motion Graphics & Video Editing",
    ],
  },
  {
    name: "HR Solutions",
    slug: "hr-solutions",
    summary: "Hiring, payroll, compliance and people development, handled like your own HR department.",
    services: [
      "Recruitment & Staffing",
      "Payroll Management",
      "Statutory Compliance",
      "HR Policy & Handbook",
      "Onboarding & Induction",
      "Performance Management",
      "Training & Development",
      "Employee Engagement",
    ],
  },
  {
    name: "Academy",
    slug: "academy",
    summary: "Practical courses taught by working professionals, with live projects and placement support.",
    services: [
      "Digital Marketing Course",
      "Graphic Design Course",
      "Web Development Course",
      "UI/UX Design Course",
      "Data Analytics Course",
      "Corporate Training",
    ],
  },
  {
    name: "E-commerce Support",
    slug: "ecommerce-support",
    summary: "Online stores and marketplace accounts, built right and run well, from listings to repeat orders.",
    services: ["E-commerce Development", "E-commerce Management"],
  },
  {
    name: "Research",
    slug: "research",
    summary: "Market research and business intelligence that replace guesswork with evidence.",
    services: ["Market Research", "Business Intelligence"],
  },
  {
    name: "Management Solutions",
    slug: "management-solutions",
    summary: "Strategy and project management that turn plans into progress, on time and on budget.",
    services: ["Business Strategy", "Project Management"],
  },
];

/** The overview page's own copy around the category cards. */
export const servicesOverviewPage = {
  meta: {
    title: "Our Services",
    description:
      "Digital branding, tech solutions, graphic design, HR solutions, academy courses, e-commerce support, research and management solutions: eight service lines from one agency in Anand, Gujarat.",
    path: "/services",
  },
  title: "Our Services",
  subtitle:
    "Eight service lines, one accountable team. Whatever your business needs to grow next, from a new website to new hires, we have specialists for it under one roof in Anand.",
  gridLabel: "Service categories",
  closing: {
    heading: "Not sure where to start?",
    text: "Tell us about your business and your goals. We will recommend the services that will make the biggest difference first, with no obligation.",
    cta: { label: "Get Free Analysis", to: "/contact" },
  },
};
