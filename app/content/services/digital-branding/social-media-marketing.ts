import { FREE_ANALYSIS, heroArt, sectionArt } from "../shared.ts";
import type { IconCard, Step, SubPageHero, SubPageMeta } from "../types.ts";

export const socialMediaMarketing = {
  meta: {
    title: "Social Media Marketing Agency in Anand",
    description:
      "Social media marketing for Facebook, Instagram, Twitter, LinkedIn, Pinterest, YouTube and Google: content strategy, reels, community management and monthly reports.",
    path: "/services/digital-branding/social-media-marketing",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Social Media Marketing",
    title: "Social Media Marketing that builds a loyal community",
    subtitle:
      "We plan, create and manage content that makes people stop scrolling, start following and come back to buy, on every platform your customers use.",
    art: heroArt("social-media-marketing", "Illustration of social media posts, reactions and a growing follower chart"),
  } satisfies SubPageHero,
  heroCta: FREE_ANALYSIS,
  platforms: {
    heading: "Platforms we manage",
    intro: "Each platform has its own audience and its own language. We tailor content and timing to each one instead of posting the same thing everywhere.",
    cards: [
      {
        title: "Facebook",
        icon: "users-round",
        description: "Community pages, groups and events that keep local customers informed and engaged, from offers to store openings.",
      },
      {
        title: "Instagram",
        icon: "camera",
        description: "Reels, carousels and stories with a consistent look that grow a following and send people to your profile and WhatsApp.",
      },
      {
        title: "Twitter",
        icon: "at-sign",
        description: "Timely updates, industry conversations and customer care that put your brand in the discussions that matter.",
      },
      {
        title: "LinkedIn",
        icon: "briefcase-business",
        description: "Thought-leadership posts for founders and company pages that attract B2B buyers, partners and talent.",
      },
      {
        title: "Pinterest",
        icon: "pin",
        description: "Idea pins and boards for fashion, home décor, food and wedding brands that drive steady traffic for months.",
      },
      {
        title: "YouTube",
        icon: "clapperboard",
        description: "Channel strategy, Shorts and long-form videos, optimised titles and thumbnails that get watched and found.",
      },
      {
        title: "Google Services",
        icon: "map-pinned",
        description: "Google Business Profile posts, photos, Q&A and review replies that win the 'near me' searches in your city.",
      },
    ] satisfies IconCard[],
  },
  contentStrategy: {
    heading: "Content strategy",
    intro:
      "Great social media starts long before the first post. We build a strategy around your audience, your brand voice and your business goals, then turn it into a monthly calendar.",
    art: sectionArt("content-strategy", "Illustration of a monthly content calendar with posts, reels and stories"),
    steps: [
      { title: "Audience research", text: "Who follows your competitors, what they engage with and when they are online." },
      { title: "Content pillars", text: "Four or five themes, from product education to behind-the-scenes, that keep the feed varied." },
      { title: "Monthly calendar", text: "Posts, reels and stories planned around launches, offers and Indian festivals, approved in one go." },
      { title: "Creation", text: "Design, copywriting, photography and reel editing by our in-house team." },
    ] satisfies Step[],
  },
  community: {
    heading: "Community management",
    intro: "Followers become customers when someone answers them. Our community managers look after your audience every day.",
    cards: [
      {
        title: "Replies within hours",
        icon: "messages-square",
        description: "Comments and direct messages answered in your brand voice, with sales enquiries passed straight to your team.",
      },
      {
        title: "Reputation care",
        icon: "shield-check",
        description: "Negative comments and reviews handled calmly and quickly, with an escalation plan agreed in advance.",
      },
      {
        title: "Engagement that grows",
        icon: "heart-handshake",
        description: "Polls, contests, user-generated content and collaborations that turn followers into fans.",
      },
      {
        title: "Monthly insights",
        icon: "chart-no-axes-combined",
        description: "A clear report on reach, engagement, followers and enquiries, with what we will change next month.",
      },
    ] satisfies IconCard[],
  },
  closing: {
    heading: "See how your social media really performs",
    text: "Get a free analysis of your profiles against three competitors, with the five changes that would make the biggest difference.",
    cta: FREE_ANALYSIS,
  },
};
