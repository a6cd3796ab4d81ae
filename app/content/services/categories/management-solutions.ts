import { cardImage, GET_STARTED, heroArt } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const managementSolutions: CategoryPage = {
  slug: "management-solutions",
  name: "Management Solutions",
  meta: {
    title: "Management Solutions: Business Strategy and Project Management",
    description:
      "Business strategy and project management for growing companies in Anand, Vadodara and across Gujarat: a written growth plan, clear owners and monthly reviews that keep it on track.",
  },
  hero: {
    title: "Management Solutions that turn plans into progress",
    subtitle:
      "Strategy, structure and disciplined execution for owner-led businesses. We help you decide where to grow, then make sure it happens on time and on budget.",
    highlights: ["Facilitated strategy workshops", "Monthly review cadence", "Scorecards your team will use"],
    art: heroArt("management-solutions", "Illustration of a strategy board with milestones and a rising growth chart"),
  },
  services: {
    heading: "How we help you manage growth",
    intro:
      "Most growing companies do not lack ideas; they lack the time to choose between them and the structure to deliver the ones they choose. These two services fix both.",
    cards: [
      {
        title: "Business Strategy",
        description:
          "A clear, written plan for the next three years: which markets, products and customers to focus on, what it will cost and how you will measure progress. Built with your leadership team in facilitated workshops, not handed down in a slide deck.",
        benefits: [
          "Market and competitor assessment with a SWOT your team agrees on",
          "Three-year growth roadmap with quarterly milestones",
          "Pricing, channel and expansion options compared on real numbers",
          "OKRs and a one-page scorecard for monthly reviews",
        ],
        image: cardImage("business-strategy"),
        imageStyle: "illustration",
      },
      {
        title: "Project Management",
        description:
          "Experienced project managers who plan, track and deliver your critical initiatives, such as a new production line, an ERP roll-out or a showroom launch, with clear owners, weekly status and early warnings instead of late surprises.",
        benefits: [
          "Project charter, work breakdown and a realistic schedule",
          "Weekly status reports with risks, issues and decisions",
          "Vendor, budget and timeline tracking against plan",
          "Agile or waterfall delivery, whichever suits the work",
        ],
        image: cardImage("project-management"),
        imageStyle: "illustration",
      },
    ],
  },
  approach: {
    heading: "Our approach",
    intro: "Four steps, each with something you can hold: a report, a plan, a dashboard, a decision.",
    steps: [
      { title: "Diagnose", text: "Interviews, numbers and a site visit to understand where the business really stands." },
      { title: "Plan", text: "Workshops with your leadership team to agree on priorities, owners and targets." },
      { title: "Execute", text: "We run the project office with your people, so the plan survives a busy month." },
      { title: "Review", text: "Monthly scorecard reviews that adjust the plan as the market moves." },
    ],
  },
  closing: {
    heading: "Ready to grow with a plan?",
    text: "Book a free analysis session. We look at your numbers, goals and bottlenecks, and tell you honestly where an outside team can help.",
    cta: GET_STARTED,
  },
};
