import { FREE_ANALYSIS, heroArt, VIEW_ALL_SERVICES } from "../shared.ts";
import type { DigitalBrandingTile, FeatureItem, SubPageHero, SubPageMeta } from "../types.ts";

const base = "/services/digital-branding";

export const digitalBrandingHub = {
  meta: {
    title: "Digital Branding: SEO, Social Media, Web Design and Google Ads in Anand",
    description:
      "Digital branding services from Anand, Gujarat: social media marketing, SEO, web development, UI/UX design, Google Ads, lead generation, influencer marketing and social media advertising.",
    path: base,
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Digital Branding",
    title: "Digital Branding that gets you found, remembered and chosen",
    subtitle:
      "Eight connected services that take your business from invisible to in demand online: a website that converts, content people share, and campaigns measured in leads and sales.",
    art: heroArt("digital-branding", "Illustration of a social media post, a search result and a campaign dashboard"),
  } satisfies SubPageHero,
  heroCta: FREE_ANALYSIS,
  tilesHeading: "Our digital branding services",
  tilesIntro: "Choose one service or combine several into a complete growth plan. Every service is run by specialists and reported monthly.",
  tiles: [
    {
      name: "Social Media Marketing",
      icon: "share-2",
      description: "Content calendars, reels and community management on the platforms your customers use every day.",
      link: `${base}/social-media-marketing`,
    },
    {
      name: "Search Engine Optimization",
      icon: "search",
      description: "On-page, off-page, technical and local SEO that moves you up Google for the searches that bring buyers.",
      link: `${base}/seo`,
    },
    {
      name: "Web Development",
      icon: "code-xml",
      description: "Fast, secure, mobile-first websites and web applications that turn visitors into enquiries.",
      link: `${base}/web-development`,
    },
    {
      name: "UI/UX Design",
      icon: "pen-tool",
      description: "Research-led interfaces for websites and apps that are easy to use and pleasant to come back to.",
      link: `${base}/ui-ux-design`,
    },
    {
      name: "Google Ads (PPC)",
      icon: "mouse-pointer-click",
      description: "Search, Performance Max, Shopping and YouTube campaigns managed for cost per lead, not clicks.",
      link: `${base}/google-ads-ppc`,
    },
    {
      name: "Leads Generation",
      icon: "magnet",
      description: "Landing pages, lead ads and follow-up automation that keep your sales team's calendar full.",
      link: `${base}/leads-generation`,
    },
    {
      name: "Influencer Marketing",
      icon: "sparkles",
      description: "Campaigns with vetted creators whose audiences match your customers, from nano to celebrity.",
      link: `${base}/influencer-marketing`,
    },
    {
      name: "Social Media Advertising",
      icon: "megaphone",
      description: "Paid campaigns on Facebook, Instagram, LinkedIn and YouTube, targeted precisely and optimised weekly.",
      link: `${base}/social-media-advertising`,
    },
  ] satisfies DigitalBrandingTile[],
  viewAll: VIEW_ALL_SERVICES,
  featuresHeading: "Why Choose Our Digital Branding Services?",
  featuresIntro: "A decade of campaigns for businesses across Gujarat taught us what works. Here is what you get with us.",
  features: [
    {
      title: "Expert Team",
      icon: "users-round",
      description: "Certified Google and Meta specialists, designers and developers, all in-house in Anand.",
    },
    {
      title: "Data-Driven Approach",
      icon: "chart-no-axes-combined",
      description: "Every decision is backed by analytics, and every rupee is tracked to a lead or a sale.",
    },
    {
      title: "Customized Strategies",
      icon: "sliders-horizontal",
      description: "No templates: your plan is built around your market, your margins and your goals.",
    },
    {
      title: "Proven Results",
      icon: "badge-check",
      description: "Hundreds of businesses have grown with us, from neighbourhood clinics to national brands.",
    },
    {
      title: "24/7 Support",
      icon: "headset",
      description: "Campaign monitoring around the clock and a named manager who answers on WhatsApp.",
    },
    {
      title: "Competitive Pricing",
      icon: "badge-indian-rupee",
      description: "Transparent monthly plans sized for Indian businesses, with no lock-in contracts.",
    },
  ] satisfies FeatureItem[],
  closing: {
    heading: "Not sure which service you need?",
    text: "Get a free digital analysis of your website, search rankings and social profiles, with a prioritised plan you can act on, whether or not you hire us.",
    cta: FREE_ANALYSIS,
  },
};
