import { GET_A_PROPOSAL, heroArt, sectionArt } from "../shared.ts";
import type { IconCard, Step, SubPageHero, SubPageMeta } from "../types.ts";

export const leadsGeneration = {
  meta: {
    title: "Lead Generation Services in Anand",
    description:
      "Lead generation for Indian businesses: landing pages, Google and Meta lead ads, WhatsApp automation, LinkedIn outreach and lead scoring that keep your sales pipeline full.",
    path: "/services/digital-branding/leads-generation",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Leads Generation",
    title: "Lead Generation that keeps your sales pipeline full",
    subtitle:
      "Qualified enquiries, not just numbers on a report. We find people who are ready to buy, capture their details and hand them to your sales team while they are still interested.",
    art: heroArt("leads-generation", "Illustration of a magnet attracting contact cards into a sales funnel"),
  } satisfies SubPageHero,
  heroCta: GET_A_PROPOSAL,
  channelsHeading: "Channels that bring you leads",
  channelsIntro: "We combine the channels that suit your product and your buyers, and measure each one by cost per qualified lead.",
  channels: [
    {
      title: "Landing Pages",
      icon: "layout-template",
      description: "Fast, focused pages with one offer and one form, tested until they convert.",
    },
    {
      title: "Search & Social Lead Ads",
      icon: "target",
      description: "Google, Facebook and Instagram lead campaigns targeted at people actively looking for your service.",
    },
    {
      title: "WhatsApp Automation",
      icon: "message-circle",
      description: "Instant replies, brochures and appointment booking on WhatsApp, the app your customers already use.",
    },
    {
      title: "LinkedIn Outreach",
      icon: "briefcase-business",
      description: "Personalised B2B outreach to decision-makers in the industries and cities you sell to.",
    },
    {
      title: "Email Nurturing",
      icon: "mail",
      description: "Follow-up sequences that keep you in mind until a prospect is ready to talk.",
    },
    {
      title: "Lead Scoring & CRM",
      icon: "filter",
      description: "Every lead scored and routed to the right salesperson, with no enquiry forgotten in an inbox.",
    },
  ] satisfies IconCard[],
  processHeading: "From stranger to sales call",
  processArt: sectionArt("lead-funnel", "Illustration of a sales funnel turning visitors into qualified leads"),
  process: [
    { title: "Attract", text: "Targeted campaigns reach people who match your ideal customer." },
    { title: "Capture", text: "A compelling offer and a short form turn their interest into an enquiry." },
    { title: "Qualify", text: "Automated questions and scoring separate serious buyers from browsers." },
    { title: "Hand over", text: "Hot leads reach your sales team instantly on WhatsApp, email or CRM." },
  ] satisfies Step[],
  industriesHeading: "Industries we generate leads for",
  industries: [
    "Education and coaching institutes",
    "Real estate developers and brokers",
    "Hospitals, clinics and diagnostics",
    "Manufacturers and exporters",
    "Travel, hotels and wedding venues",
    "Financial services and insurance",
  ],
  proposal: {
    heading: "Tell us about your ideal customer",
    text: "Share your details and a line about what you sell. We will come back with a lead generation plan and an estimated cost per lead for your market.",
    buttonLabel: "Request a Proposal",
  },
};
