import { GET_A_PROPOSAL, heroArt } from "../shared.ts";
import type { IconCard, SubPageHero, SubPageMeta } from "../types.ts";

export const influencerMarketing = {
  meta: {
    title: "Influencer Marketing Agency in Gujarat",
    description:
      "Influencer marketing campaigns with vetted Indian creators: discovery, strategy, content collaborations, campaign management and performance reporting.",
    path: "/services/digital-branding/influencer-marketing",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Influencer Marketing",
    title: "Influencer Marketing with creators your customers trust",
    subtitle:
      "People buy what people they follow recommend. We match your brand with genuine creators, from local food bloggers to national tech reviewers, and run campaigns that sell, not just trend.",
    art: heroArt("influencer-marketing", "Illustration of a creator's video post with likes, a star badge and audience avatars"),
  } satisfies SubPageHero,
  heroCta: GET_A_PROPOSAL,
  intro: {
    heading: "Why influencer marketing works",
    paragraphs: [
      "A recommendation from a creator feels like advice from a friend, which is why it reaches people who skip ads. In India, with creators in every language, city and niche, there is an audience for every brand.",
      "The hard part is choosing the right creators and proving the results. We vet every profile for fake followers and audience fit, write clear briefs, and track each collaboration to reach, engagement and sales with unique links and codes.",
    ],
  },
  servicesHeading: "Our influencer marketing services",
  services: [
    {
      title: "Influencer Discovery & Vetting",
      icon: "user-search",
      description: "Creators shortlisted by audience location, age, language and interests, with fake-follower and brand-safety checks.",
    },
    {
      title: "Campaign Strategy",
      icon: "clipboard-check",
      description: "Goals, creator mix, content formats, budgets and timelines planned around your launch or season.",
    },
    {
      title: "Content Collaboration",
      icon: "video",
      description: "Reels, unboxings, reviews and live sessions briefed so they feel authentic and still carry your message.",
    },
    {
      title: "Campaign Management",
      icon: "handshake",
      description: "Negotiation, contracts, product dispatch, approvals and posting schedules handled end to end.",
    },
    {
      title: "Performance Reporting",
      icon: "chart-no-axes-combined",
      description: "Reach, engagement, clicks and sales per creator, so you know exactly whom to work with again.",
    },
  ] satisfies IconCard[],
  tiersHeading: "Creators of every size",
  tiers: [
    { name: "Nano", range: "1K to 10K followers", text: "Close-knit local audiences with the highest engagement." },
    { name: "Micro", range: "10K to 100K followers", text: "Niche experts trusted for their recommendations." },
    { name: "Macro", range: "100K to 1M followers", text: "Wide reach within a category or region." },
    { name: "Celebrity", range: "1M+ followers", text: "National awareness for big launches." },
  ],
  closing: {
    heading: "Plan your next influencer campaign",
    text: "Tell us about your product and audience. We will suggest creators, formats and a budget that fits.",
    cta: GET_A_PROPOSAL,
  },
};
