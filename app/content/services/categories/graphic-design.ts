import { site } from "#contracts/site.ts";
import { cardImage, GET_STARTED, heroArt } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const graphicDesign: CategoryPage = {
  slug: "graphic-design",
  name: "Graphic Design",
  meta: {
    title: "Graphic Design Services: Logos, Packaging, Social Media and Print",
    description:
      "Logo and brand identity, packaging, social media creatives, brochures, infographics, pitch decks and motion graphics, designed in Anand for brands across India.",
  },
  hero: {
    title: "Graphic Design that makes your brand unmistakable",
    subtitle:
      "From the logo on your shop board to the label on your product and the reel on your Instagram, we design every touchpoint so customers recognise you at a glance.",
    highlights: ["Print-ready and screen-ready files", "Bilingual layouts: English and Gujarati", "Unlimited revisions within scope"],
    art: heroArt("graphic-design", "Illustration of a design canvas with colour swatches, a pen tool and layout guides"),
  },
  services: {
    heading: "Design services",
    intro:
      "One design team for everything your brand puts in front of people, so your packaging, posts and brochures finally look like they belong to the same company.",
    cards: [
      {
        title: "Logo & Brand Identity",
        description:
          "A logo with meaning, plus the system around it: colours, typefaces, patterns and usage rules, delivered as a brand book your printer, web developer and sign maker can all follow.",
        benefits: [
          "Three logo concepts grounded in research on your market",
          "Colour palette, typography and brand patterns",
          "Brand guidelines PDF with do's and don'ts",
          "Stationery set: visiting cards, letterhead, envelopes",
        ],
        image: cardImage("logo-brand-identity"),
        imageStyle: "illustration",
      },
      {
        title: "Packaging & Label Design",
        description:
          "Packaging that wins the shelf and the e-commerce thumbnail alike, with dielines, legal text (FSSAI, MRP, batch details) and print specifications checked before the files reach the press.",
        benefits: [
          "Shelf and thumbnail tests before final artwork",
          "Dieline, bleed and colour-separation ready files",
          "Mandatory label information laid out correctly",
          "Coordination with your printer for proofs",
        ],
        image: cardImage("packaging-design"),
        imageStyle: "illustration",
      },
      {
        title: "Social Media Creatives",
        description:
          "Scroll-stopping posts, carousels, stories and festival creatives in a consistent template system, so your feed looks professional every single day, from Navratri to year-end sales.",
        benefits: [
          "Monthly creative calendar aligned with Indian festivals",
          "Reusable templates for posts, stories and carousels",
          "Sizes for Instagram, Facebook, LinkedIn and WhatsApp",
          "Editable source files you own",
        ],
        image: cardImage("social-media-creatives"),
        imageStyle: "illustration",
      },
      {
        title: "Brochures & Print Collateral",
        description:
          "Brochures, catalogues, flyers, standees and exhibition graphics that explain what you sell and make it easy to buy, written and designed for the way your customers read.",
        benefits: [
          "Product catalogues with clean specification tables",
          "Trade-show standees, banners and booth graphics",
          "Copywriting support in English, Hindi and Gujarati",
          "Press-ready PDFs with paper and finish advice",
        ],
        image: cardImage("print-collateral"),
        imageStyle: "illustration",
      },
      {
        title: "Illustrations & Infographics",
        description:
          "Custom illustrations and infographics that turn complex processes, data and product features into visuals people understand in seconds, for websites, reports and presentations.",
        benefits: [
          "Original illustrations in a style unique to your brand",
          "Data-driven infographics for reports and social media",
          "Process and product explainer diagrams",
          "Vector files that scale from mobile to hoarding",
        ],
        image: cardImage("illustrations-infographics"),
        imageStyle: "illustration",
      },
      {
        title: "Presentation & Pitch Decks",
        description:
          "Investor pitch decks, sales presentations and company profiles that tell a clear story, with slide templates your team can reuse without breaking the design.",
        benefits: [
          "Story structure and slide-by-slide narrative",
          "Charts and diagrams redrawn for clarity",
          "Master templates for PowerPoint and Google Slides",
          "Company profile in print and digital formats",
        ],
        image: cardImage("presentation-design"),
        imageStyle: "illustration",
      },
      {
        title: "Motion Graphics & Video Editing",
        description:
          "Animated logos, explainer videos, product reels and ad edits that bring your brand to life on Instagram, YouTube and at trade shows, with captions for viewers who watch on mute.",
        benefits: [
          "Short-form reels and YouTube Shorts editing",
          "2D explainer animations with voice-over",
          "Animated logo stings and lower thirds",
          "Subtitles in English, Hindi or Gujarati",
        ],
        image: cardImage("motion-graphics"),
        imageStyle: "illustration",
      },
    ],
  },
  approach: {
    heading: "How a design project runs",
    intro: "A clear brief and fixed review rounds keep projects on schedule and on budget.",
    steps: [
      { title: "Brief", text: "A 30-minute call and a short questionnaire about your audience, competitors and taste." },
      { title: "Concepts", text: "Two or three directions with the reasoning behind each, never just pretty pictures." },
      { title: "Refine", text: "Structured feedback rounds until the chosen direction is exactly right." },
      { title: "Deliver", text: "Print, web and social files, named and organised, plus the editable sources." },
    ],
  },
  closing: {
    heading: "Let's design something people remember",
    text: `Tell us what you need designed. You get a clear quote and a timeline within ${site.responseTime}.`,
    cta: GET_STARTED,
  },
};
