import { FREE_ANALYSIS, heroArt, sectionArt } from "../shared.ts";
import type { IconCard, Step, SubPageHero, SubPageMeta } from "../types.ts";

export const googleAdsPpc = {
  meta: {
    title: "Google Ads Management Services in Anand",
    description:
      "Google Ads (PPC) management in Anand, Gujarat: Search, Performance Max, Display, Shopping and YouTube campaigns optimised for cost per lead and return on ad spend.",
    path: "/services/digital-branding/google-ads-ppc",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Google Ads (PPC)",
    title: "Google Ads Management Services in Anand",
    subtitle:
      "Stop paying for clicks that never call. Our certified specialists build and manage campaigns that bring enquiries and sales at a cost per lead you can plan around.",
    art: heroArt("google-ads-ppc", "Illustration of a sponsored search result, a click cursor and a cost-per-lead chart"),
  } satisfies SubPageHero,
  heroCta: FREE_ANALYSIS,
  campaignsHeading: "Campaigns we manage",
  campaignsIntro: "The right campaign type for each goal, from calls this week to brand awareness this festive season.",
  campaigns: [
    {
      title: "Search Ads",
      icon: "search",
      description: "Appear at the top of Google the moment someone searches for what you sell, with ads that match their exact intent.",
    },
    {
      title: "Performance Max",
      icon: "rocket",
      description: "One campaign across Search, YouTube, Display, Gmail and Maps, guided by your conversion data and our creative.",
    },
    {
      title: "Display Ads",
      icon: "image",
      description: "Banner ads on millions of websites and apps that remind past visitors to come back and finish their enquiry.",
    },
    {
      title: "Shopping Ads",
      icon: "shopping-bag",
      description: "Product listings with image and price for online stores, with feeds optimised in Merchant Center.",
    },
    {
      title: "YouTube Ads",
      icon: "clapperboard",
      description: "Skippable and Shorts video ads that build awareness with precisely targeted audiences across India.",
    },
    {
      title: "Local & Call Ads",
      icon: "map-pinned",
      description: "Ads that drive phone calls and store visits from people nearby, ideal for clinics, showrooms and services.",
    },
  ] satisfies IconCard[],
  management: {
    heading: "Expert management, every week",
    text: "Google Ads rewards accounts that are watched closely. Your account manager reviews search terms, bids and ads every week, so budget moves to what works and stops leaking into what does not.",
    art: sectionArt("ads-management", "Illustration of a campaign dashboard with bids, budgets and conversion tracking"),
    points: [
      "Conversion tracking for calls, forms and WhatsApp set up correctly",
      "Weekly search-term reviews and negative keywords",
      "Ad copy and landing-page tests to lift conversion rates",
      "Monthly report with cost per lead and next steps",
    ],
    buttonLabel: "Get Expert Management",
  },
  blueprint: {
    heading: "Your free Google Ads blueprint",
    text: "Before you spend a rupee with us, we show you how we would run your account. The blueprint is yours to keep, whether or not you work with us.",
    art: sectionArt("ads-blueprint", "Illustration of a campaign plan with keyword groups, budgets and a forecast chart"),
    points: [
      "Keyword research with search volumes and expected costs",
      "Campaign structure and ad group plan",
      "Budget recommendation with lead forecasts",
      "Audit of your current account, if you have one",
    ],
    buttonLabel: "Get Your Free Blueprint",
  },
  processHeading: "How we launch your campaigns",
  process: [
    { title: "Analyse", text: "Your business, competitors and current account, if you have one." },
    { title: "Build", text: "Campaigns, ads, extensions and conversion tracking, reviewed with you." },
    { title: "Optimise", text: "Weekly bid, keyword and ad improvements based on real results." },
    { title: "Scale", text: "More budget for what converts and new campaigns for new goals." },
  ] satisfies Step[],
  closing: {
    heading: "Ready to make every click count?",
    text: "Get a free analysis of your current campaigns or your market, with the changes that would lower your cost per lead.",
    cta: FREE_ANALYSIS,
  },
};
