import { site } from "#contracts/site.ts";
import { GET_A_PROPOSAL, heroArt } from "../shared.ts";
import type { IconCard, Step, SubPageHero, SubPageMeta, Testimonial } from "../types.ts";

export const seo = {
  meta: {
    title: "Best SEO Service Provider in Anand",
    description:
      "SEO services in Anand, Gujarat: on-page, off-page, technical and local SEO that ranks your business on Google for the searches that bring customers. Request a free proposal.",
    path: "/services/digital-branding/seo",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "Search Engine Optimization",
    title: "Best SEO Service Provider in Anand",
    subtitle:
      "Rank higher on Google for the searches your customers make, from “dentist near me” to “stainless steel valves manufacturer Gujarat”, with ethical SEO and reports you can understand.",
    art: heroArt("seo", "Illustration of a search bar, ranking positions climbing and a map pin"),
  } satisfies SubPageHero,
  heroCta: GET_A_PROPOSAL,
  pillarsHeading: "A complete SEO service",
  pillarsIntro: "Rankings come from four things working together. We take care of all four, every month.",
  pillars: [
    {
      title: "On-Page SEO",
      icon: "file-text",
      description: "Pages that search engines understand and people want to read.",
      points: [
        "Keyword research in English, Hindi and Gujarati",
        "Titles, meta descriptions and heading structure",
        "Content written for buyers, not just for Google",
        "Internal linking and schema markup",
      ],
    },
    {
      title: "Off-Page SEO",
      icon: "link-2",
      description: "Authority built the slow, safe way that lasts through algorithm updates.",
      points: [
        "Links from relevant Indian publications and directories",
        "Guest articles and digital PR",
        "Brand mentions and citation building",
        "Regular backlink audits to remove toxic links",
      ],
    },
    {
      title: "Technical SEO",
      icon: "gauge",
      description: "A fast, crawlable, secure site that Google can index without obstacles.",
      points: [
        "Core Web Vitals and page-speed improvements",
        "Crawl errors, redirects and sitemap fixes",
        "Mobile usability and structured data",
        "HTTPS, canonical tags and duplicate content clean-up",
      ],
    },
    {
      title: "Local SEO",
      icon: "map-pinned",
      description: "Be the first business people see when they search nearby in Anand, Vadodara or Ahmedabad.",
      points: [
        "Google Business Profile optimisation and weekly posts",
        "Consistent name, address and phone across listings",
        "Review generation and reply strategy",
        "Location pages for every area you serve",
      ],
    },
  ] satisfies IconCard[],
  processHeading: "How we work",
  process: [
    { title: "Audit", text: "A full technical, content and competitor audit in the first two weeks." },
    { title: "Strategy", text: "Target keywords, priority pages and a six-month roadmap you approve." },
    { title: "Optimise", text: "On-page fixes, new content and link building every month." },
    { title: "Report", text: "Monthly rankings, traffic and enquiries, explained on a call." },
  ] satisfies Step[],
  testimonialsHeading: "What our SEO clients say",
  testimonials: [
    {
      name: "Dr. Nidhi Patel",
      position: "Founder, Smile Craft Dental Clinic, Anand",
      quote:
        "Within five months we were in the top three on Google Maps for dental clinics in Anand. Most of our new patients now tell us they found us on Google.",
      rating: 5,
    },
    {
      name: "Harshad Mehta",
      position: "Director, Mehta Flow Controls, Vadodara",
      quote:
        "Our product pages now rank for the exact valve types buyers search for. Export enquiries from the website have more than doubled, and the monthly report is actually readable.",
      rating: 5,
    },
    {
      name: "Komal Shah",
      position: "Owner, Aangan Home Décor, Ahmedabad",
      quote:
        "They fixed our slow website, rewrote our category pages and built links the right way. Organic sales overtook paid ads for the first time this Diwali.",
      rating: 5,
    },
  ] satisfies Testimonial[],
  proposal: {
    heading: "Get an SEO proposal for your website",
    text: `Tell us about your business and goals. Within ${site.responseTime} you get a proposal with the keywords we would target, the work involved and the results to expect.`,
    buttonLabel: "Get a proposal",
  },
};
