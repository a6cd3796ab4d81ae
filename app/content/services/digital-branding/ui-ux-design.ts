import { FREE_CONSULTATION, heroArt } from "../shared.ts";
import type { IconCard, Step, SubPageHero, SubPageMeta } from "../types.ts";

export const uiUxDesign = {
  meta: {
    title: "UI/UX Design Agency in Anand",
    description:
      "UI/UX design for websites and mobile apps: user research, interface design, wireframes, prototypes and usability testing that make products easy and pleasant to use.",
    path: "/services/digital-branding/ui-ux-design",
  } satisfies SubPageMeta,
  hero: {
    eyebrow: "UI/UX Design",
    title: "UI/UX Design that people enjoy using",
    subtitle:
      "Interfaces designed from research, not guesswork, so customers find what they need, finish what they started and come back for more.",
    art: heroArt("ui-ux-design", "Illustration of app screens, wireframes and a design component library"),
  } satisfies SubPageHero,
  heroCta: FREE_CONSULTATION,
  servicesHeading: "Our design services",
  servicesIntro: "Good design is invisible: people simply get things done. These four services make sure they can.",
  services: [
    {
      title: "User Interface Design",
      icon: "palette",
      description: "Clean, consistent and accessible screens for web and mobile, built on a design system your developers will love.",
      points: ["Design systems and component libraries", "Accessible colour and type choices", "Pixel-perfect developer hand-off in Figma"],
    },
    {
      title: "User Experience Design",
      icon: "route",
      description: "Journeys mapped from your users' point of view, removing every step that makes them hesitate or give up.",
      points: ["User interviews and personas", "Journey maps and information architecture", "Conversion-focused flows"],
    },
    {
      title: "Wireframing & Prototyping",
      icon: "frame",
      description: "Ideas tested as wireframes and clickable prototypes before a single line of code is written.",
      points: ["Low and high-fidelity wireframes", "Interactive Figma prototypes", "Fast iterations with your team"],
    },
    {
      title: "Usability Testing",
      icon: "scan-eye",
      description: "Real users try your product while we watch, so you fix problems before your customers find them.",
      points: ["Moderated and remote test sessions", "Heuristic reviews of existing products", "Prioritised findings and fixes"],
    },
  ] satisfies IconCard[],
  processHeading: "Our design process",
  processIntro: "Five stages, with your team involved at every review.",
  process: [
    { title: "Research", text: "Stakeholder workshops, user interviews and a review of analytics and competitors." },
    { title: "Define", text: "Personas, user journeys and the problems worth solving first." },
    { title: "Wireframe", text: "Page structures and flows sketched and agreed before visual design." },
    { title: "Design & prototype", text: "High-fidelity screens and a clickable prototype for every key flow." },
    { title: "Test & hand off", text: "Usability tests, refinements and a documented hand-off to developers." },
  ] satisfies Step[],
  closing: {
    heading: "Have a product that could be easier to use?",
    text: "Book a free consultation. We will walk through your product and point out the quickest improvements.",
    cta: FREE_CONSULTATION,
  },
};
