import { FREE_ANALYSIS, GET_A_PROPOSAL, heroArt } from "../shared.ts";
import type { IconCard, Step, SubPageHero, SubPageMeta } from "../types.ts";

export const socialMediaAdvertising = {
  meta: {
    title: "Social Media Advertising Agency in Anand",
    description:
      "Paid social media advertising on Facebook, Instagram, LinkedIn and YouTube: precise targeting, scroll-stopping ad creatives and weekly optimisation for leads and sales.",
    path: "/services/digital-branding/social-media-advertising",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Social Media Advertising",
    title: "Social Media Advertising that pays for itself",
    subtitle:
      "Put your offer in front of exactly the right people on Facebook, Instagram, LinkedIn and YouTube, with creatives that stop the scroll and campaigns tuned every week for leads and sales.",
    art: heroArt("social-media-advertising", "Illustration of a sponsored social post, a target and a rising return chart"),
  } satisfies SubPageHero,
  heroCta: FREE_ANALYSIS,
  intro: {
    heading: "Advertising where your customers spend their time",
    paragraphs: [
      "Indians spend hours every day on social apps. Paid social lets you reach them by city, age, interests, job title or past behaviour, with budgets as small as a few hundred rupees a day.",
      "We plan the audience, write and design the ads, set up tracking and then optimise relentlessly, so every week your cost per result goes down and your return goes up.",
    ],
  },
  platformsHeading: "Platforms we advertise on",
  platforms: [
    {
      title: "Facebook & Instagram",
      icon: "camera",
      description: "Reels, stories, carousels and lead forms across Meta's apps, for almost every kind of business.",
    },
    {
      title: "LinkedIn",
      icon: "briefcase-business",
      description: "Sponsored content and message ads for B2B buyers by industry, company size and role.",
    },
    {
      title: "YouTube",
      icon: "clapperboard",
      description: "In-stream and Shorts ads that build awareness and retarget engaged viewers.",
    },
  ] satisfies IconCard[],
  includedHeading: "What every campaign includes",
  included: [
    {
      title: "Precise targeting",
      icon: "crosshair",
      description: "Custom and lookalike audiences built from your customers, website visitors and engagers.",
    },
    {
      title: "Creatives that convert",
      icon: "palette",
      description: "Static, carousel and video ads designed in-house and tested against each other.",
    },
    {
      title: "Retargeting",
      icon: "repeat",
      description: "Follow-up ads for people who visited, watched or enquired but did not buy yet.",
    },
  ] satisfies IconCard[],
  processHeading: "How we run your ads",
  process: [
    { title: "Audit & plan", text: "Goals, audiences, budget split and tracking set-up agreed with you." },
    { title: "Create", text: "Ad copy and creatives in several variations, approved before launch." },
    { title: "Launch & test", text: "Campaigns go live with A/B tests on audiences and creatives." },
    { title: "Optimise & report", text: "Weekly optimisation and a monthly report on cost per result." },
  ] satisfies Step[],
  closing: {
    heading: "Ready to advertise smarter?",
    text: "Ask for a proposal with recommended platforms, audiences, budgets and expected results for your business.",
    cta: GET_A_PROPOSAL,
  },
};
