import { FREE_CONSULTATION, heroArt, sectionArt } from "../shared.ts";
import type { IconCard, SubPageHero, SubPageMeta } from "../types.ts";

export interface TechGroup {
  name: string;
  items: string[];
}

export const webDevelopment = {
  meta: {
    title: "Web Development Company in Anand",
    description:
      "Custom websites, e-commerce stores, web applications and CMS development in Anand, Gujarat: fast, secure, mobile-first and built to turn visitors into customers.",
    path: "/services/digital-branding/web-development",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Web Development",
    title: "Web Development that turns visitors into customers",
    subtitle:
      "Fast, secure and mobile-first websites and web applications, built on modern technology, easy for your team to update and designed around one goal: more enquiries and sales.",
    art: heroArt("web-development", "Illustration of a responsive website on a laptop and a phone with code brackets"),
  } satisfies SubPageHero,
  heroCta: FREE_CONSULTATION,
  servicesHeading: "What we build",
  servicesIntro: "From a five-page company website to a complex customer portal, every project gets the same care for speed, security and search.",
  services: [
    {
      title: "Custom Web Development",
      icon: "code-xml",
      description: "Company websites designed from scratch for your brand, loading in under two seconds on a 4G phone.",
      points: ["Unique design, no recycled themes", "SEO-ready structure from day one", "Enquiry forms connected to WhatsApp and email"],
    },
    {
      title: "E-commerce Solutions",
      icon: "shopping-cart",
      description: "Online stores on Shopify, WooCommerce or a custom stack, with UPI payments, GST invoices and shipping built in.",
      points: ["Razorpay, UPI and COD payments", "Inventory and order management", "Courier integrations with tracking"],
    },
    {
      title: "Web Applications",
      icon: "app-window",
      description: "Portals, dashboards and booking systems that automate the work your team does in spreadsheets today.",
      points: ["Role-based logins and dashboards", "Integrations with Tally, CRMs and APIs", "Secure, scalable cloud hosting"],
    },
    {
      title: "CMS Development",
      icon: "layout-template",
      description: "WordPress and headless CMS sites your team can update without calling a developer for every change.",
      points: ["Custom blocks that keep the design intact", "Multilingual content in English, Hindi and Gujarati", "Training and a simple editor's guide"],
    },
  ] satisfies IconCard[],
  stackHeading: "Technology stack",
  stackIntro: "We choose proven, well-supported technologies so your website stays fast, secure and maintainable for years.",
  stack: [
    { name: "Frontend", items: ["React", "Next.js", "TypeScript", "Tailwind CSS"] },
    { name: "Backend", items: ["Node.js", "PHP & Laravel", "Python & Django", "REST & GraphQL APIs"] },
    { name: "CMS & Commerce", items: ["WordPress", "Shopify", "WooCommerce", "Strapi"] },
    { name: "Data & Cloud", items: ["PostgreSQL", "MySQL", "AWS", "DigitalOcean"] },
  ] satisfies TechGroup[],
  customHeading: "Custom solutions",
  customIntro:
    "Some problems do not fit a template. We design and build custom web solutions around the way your business actually works, then support them after launch.",
  customArt: sectionArt("custom-solutions", "Illustration of a custom dashboard connected to several business systems"),
  customSolutions: [
    "Dealer and distributor ordering portals",
    "Appointment and booking systems for clinics and salons",
    "Learning management systems for institutes",
    "Customer portals with invoices, orders and support tickets",
    "Integrations with Tally, WhatsApp Business and payment gateways",
    "Internal tools that replace error-prone spreadsheets",
  ],
  closing: {
    heading: "Let's plan your website",
    text: "Book a free consultation. We will review your current site, discuss your goals and send a fixed-price proposal.",
    cta: FREE_CONSULTATION,
  },
};
