import { cardImage, CONTACT_US, heroArt } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const techSolutions: CategoryPage = {
  slug: "tech-solutions",
  name: "Tech Solutions",
  meta: {
    title: "Tech Solutions: Software Development and IT Infrastructure Management",
    description:
      "Custom software, mobile apps and integrations, plus managed IT infrastructure: networks, servers, cloud, backups and security for offices and factories in Gujarat.",
  },
  hero: {
    title: "Tech Solutions built around the way you work",
    subtitle:
      "Custom software that fits your processes instead of forcing new ones, and IT infrastructure that simply keeps working, so your team never waits on technology.",
    highlights: ["Fixed-scope quotes and weekly demos", "Source code you own", "On-site and remote IT support"],
    art: heroArt("tech-solutions", "Illustration of a code editor, a cloud server stack and a security shield"),
  },
  services: {
    heading: "Technology services",
    intro:
      "Whether you need an app built or your office network fixed for good, one accountable team handles it from planning to support.",
    cards: [
      {
        title: "Software Development",
        description:
          "Web applications, mobile apps, ERP and CRM customisation and integrations with Tally, payment gateways and WhatsApp, designed with your team and delivered in two-week sprints you can see and test.",
        benefits: [
          "Requirement workshops and clickable prototypes first",
          "Web and mobile apps on modern, maintainable stacks",
          "Integrations with Tally, Razorpay, WhatsApp and your ERP",
          "Support and maintenance plans after launch",
        ],
        image: cardImage("software-development"),
        imageStyle: "illustration",
      },
      {
        title: "IT Infrastructure Management",
        description:
          "Networks, servers, Microsoft 365 or Google Workspace, backups, firewalls and CCTV, set up properly, monitored around the clock and supported by engineers who know your site.",
        benefits: [
          "Network design, Wi-Fi and firewall set-up",
          "Cloud migration and daily automated backups",
          "Endpoint security and access management",
          "Annual maintenance contracts with response-time guarantees",
        ],
        image: cardImage("it-infrastructure"),
        imageStyle: "illustration",
      },
    ],
  },
  approach: {
    heading: "How we deliver technology",
    intro: "Small steps, working software, and no surprises on the invoice.",
    steps: [
      { title: "Discover", text: "We map your processes and systems and write down what success looks like." },
      { title: "Design", text: "Architecture, prototypes and a fixed-scope plan you approve before we build." },
      { title: "Build", text: "Two-week sprints with a demo at the end of each, on a test server you can use." },
      { title: "Support", text: "Launch, training, monitoring and a support desk that answers quickly." },
    ],
  },
  closing: {
    heading: "Have a technology problem to solve?",
    text: "Describe it in a few lines. An engineer, not a salesperson, will call you back with options.",
    cta: CONTACT_US,
  },
};
