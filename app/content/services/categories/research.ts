import { cardImage, GET_STARTED, heroArt } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const research: CategoryPage = {
  slug: "research",
  name: "Research",
  meta: {
    title: "Research Services: Market Research and Business Intelligence",
    description:
      "Market research and business intelligence for Indian businesses: surveys, customer interviews, competitor studies and live dashboards that turn your data into decisions.",
  },
  hero: {
    title: "Research that replaces guesswork with evidence",
    subtitle:
      "Before you launch a product, enter a city or change your prices, find out what your customers and competitors are really doing, and keep watching it on a live dashboard.",
    highlights: ["Field and online surveys across Gujarat", "Insights in plain language", "Dashboards refreshed automatically"],
    art: heroArt("research", "Illustration of a magnifying glass over survey results and analytics charts"),
  },
  services: {
    heading: "Research services",
    intro: "Two complementary services: one looks outward at the market, the other inward at your own numbers.",
    cards: [
      {
        title: "Market Research",
        description:
          "Surveys, customer interviews, mystery shopping and competitor studies that size your market, reveal what buyers value and show where the gaps are, across cities, towns and villages.",
        benefits: [
          "Market sizing and demand estimation",
          "Online, telephonic and field surveys in local languages",
          "Competitor pricing, product and positioning analysis",
          "A report with clear recommendations, not just charts",
        ],
        image: cardImage("market-research"),
        imageStyle: "illustration",
      },
      {
        title: "Business Intelligence",
        description:
          "We connect your sales, accounting, inventory and marketing data (Tally, Excel, your ERP or your online store) into Power BI or Looker Studio dashboards that answer the questions you ask every week.",
        benefits: [
          "Data from Tally, Excel, ERP and e-commerce in one place",
          "Sales, margin and inventory dashboards on your phone",
          "Automated daily refresh and email reports",
          "Training so your team can explore the data themselves",
        ],
        image: cardImage("business-intelligence"),
        imageStyle: "illustration",
      },
    ],
  },
  approach: {
    heading: "How a research project works",
    intro: "Every study starts with the decision you need to make and ends with a recommendation.",
    steps: [
      { title: "Define", text: "We agree on the business question, the audience and the budget." },
      { title: "Collect", text: "Surveys, interviews, desk research or data connections, quality-checked daily." },
      { title: "Analyse", text: "Statistics and plain-language interpretation by experienced analysts." },
      { title: "Recommend", text: "A presentation to your team with findings, options and next steps." },
    ],
  },
  closing: {
    heading: "Make your next decision with confidence",
    text: "Tell us what you need to know. We will propose the fastest, most affordable way to find out.",
    cta: GET_STARTED,
  },
};
