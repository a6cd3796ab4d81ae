import type { IconName } from "#contracts/icon-names.ts";

/** The home page's copy (SPEC §2 "Home page", §9 statistics). */


export interface HomeImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const homeMeta = {
  title: "Digital Marketing Solutions for Growing Businesses",
  description:
    "Vistaar is a digital marketing and business services agency in Anand, Gujarat: branding, SEO, social media, web development, design, HR, training and research under one roof.",
};

/** The hero's static copy; a published `home/hero` content item replaces it (see home.server.ts). */
export const homeHero = {
  eyebrow: "Digital marketing & business services · Anand, Gujarat",
  headline: "Digital marketing solutions that grow your business in every direction",
  description:
    "One partner for your brand, website, people and plans. For over ten years we have helped founders, factories, clinics and colleges across Gujarat reach more customers.",
  featuredLabel: "Featured service",
  exploreLabel: "Explore Service",
  getStartedLabel: "Get Started",
  scrollHint: "SCROLL DOWN",
};

export const HERO_ROTATION_MS = 5000;

export const whyChooseUs = {
  heading: "Why Choose Us",
  intro:
    "Big-agency skills with the attention of a local team. You work with the same people from the first call to the final report, and every rupee of your budget is accounted for.",
  experience: { value: "10+", label: "Years Experience" },
  experienceNote: "Helping Gujarat's businesses grow since 2014",
  points: [
    {
      title: "Expert Team",
      description:
        "Marketers, developers, designers and HR specialists with 5 to 15 years in their fields, certified by Google and Meta.",
      icon: "users",
    },
    {
      title: "Proven Results",
      description:
        "More than 300 projects delivered, with goals agreed up front and measured every month against real numbers.",
      icon: "trending-up",
    },
    {
      title: "Customized Solutions",
      description:
        "No packaged plans: we study your market, your customers and your budget before we suggest a single thing.",
      icon: "sliders-horizontal",
    },
    {
      title: "Transparent Communication",
      description:
        "A named account manager, a weekly update on WhatsApp or email and a dashboard you can open any time.",
      icon: "message-circle",
    },
  ] satisfies Array<{ title: string; description: string; icon: IconName }>,
};

export const whatWeOffer = {
  heading: "What We Offer",
  intro: "The services our clients ask for most, planned together and run by one team.",
  cards: [
    {
      title: "Digital Marketing",
      description:
        "Campaigns across Google, Meta and YouTube planned around your sales targets, with every lead and rupee tracked.",
      icon: "megaphone",
      link: "/services/digital-branding",
    },
    {
      title: "Web Development",
      description:
        "Fast, secure websites and web apps that look right on every phone and that your team can update without a developer.",
      icon: "code-xml",
      link: "/services/digital-branding/web-development",
    },
    {
      title: "SEO Optimization",
      description:
        "Technical fixes, content and local listings that lift you up Google's results for the searches that bring customers.",
      icon: "search",
      link: "/services/digital-branding/seo",
    },
    {
      title: "Social Media Management",
      description:
        "A content calendar, reels, posts and replies on Instagram, Facebook and LinkedIn that build a community around your brand.",
      icon: "share-2",
      link: "/services/digital-branding/social-media-marketing",
    },
  ] satisfies Array<{ title: string; description: string; icon: IconName; link: string }>,
  exploreAllLabel: "Explore All Services",
};

/** The image carousel: seven slides (SPEC §9). */
export const gallery = {
  heading: "Inside Our Studio",
  intro: "A look at the work behind the results: workshops, shoots, launches and classrooms.",
  /** The carousel's own name, distinct from the section's heading (landmark names must be unique). */
  carouselLabel: "Studio gallery",
  slides: [
    {
      src: "/images/home/gallery-strategy-workshop.svg",
      alt: "Team members around a whiteboard mapping a brand strategy with sticky notes",
      title: "Brand strategy workshop",
      caption: "Every engagement starts with a half-day workshop with the client's team.",
    },
    {
      src: "/images/home/gallery-campaign-planning.svg",
      alt: "A content calendar on a large screen with social posts scheduled across a month",
      title: "Campaign planning",
      caption: "A month of posts, reels and ads planned, approved and scheduled in one place.",
    },
    {
      src: "/images/home/gallery-product-shoot.svg",
      alt: "A product photo shoot with a camera on a tripod, studio lights and packaged products",
      title: "Product shoot",
      caption: "Catalogue and social photography in our in-house studio.",
    },
    {
      src: "/images/home/gallery-website-launch.svg",
      alt: "A new website shown on a laptop and a phone with a launch rocket",
      title: "Website launch",
      caption: "Speed, accessibility and SEO checked before every site goes live.",
    },
    {
      src: "/images/home/gallery-academy-classroom.svg",
      alt: "Students at laptops in a classroom while a trainer presents a marketing funnel",
      title: "Academy classroom",
      caption: "Weekend and evening batches taught by people who do the work every day.",
    },
    {
      src: "/images/home/gallery-analytics-review.svg",
      alt: "A monthly report with revenue and lead charts on a dashboard",
      title: "Monthly results review",
      caption: "Clear numbers every month: leads, sales, cost per lead and what we change next.",
    },
    {
      src: "/images/home/gallery-hiring-drive.svg",
      alt: "Candidates and interviewers at a hiring drive with profile cards and a checklist",
      title: "Campus hiring drive",
      caption: "Screening and interviews run by our HR team for a client's new plant.",
    },
  ] satisfies Array<{ src: string; alt: string; title: string; caption: string }>,
  size: { width: 800, height: 600 },
};

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_AUTOPLAY_SMALL_SCREEN_MS = 4000;
/** SPEC §9: the mobile breakpoint. */
export const SMALL_SCREEN_QUERY = "(max-width: 640px)";

export const brandsSection = {
  heading: "Brands We've Worked With",
  carouselLabel: "Client logos",
  intro: "Manufacturers, retailers, clinics and start-ups from Anand, Vadodara, Ahmedabad and Surat.",
};

export const growth = {
  heading: "Drive Your Business Growth",
  intro:
    "We set targets with you before we start and report against them every month. These are the averages across our clients over the last three years.",
  stats: [
    {
      number: "150%",
      label: "Average Revenue Growth",
      description: "for clients who stayed with us for a year or more",
    },
    {
      number: "300+",
      label: "Successful Projects",
      description: "campaigns, websites, hiring drives and studies delivered",
    },
    {
      number: "95%",
      label: "Client Satisfaction",
      description: "of clients rate us good or excellent in our yearly survey",
    },
  ] satisfies Array<{ number: string; label: string; description: string }>,
  badge: { title: "Proven Results", text: "Trusted by 500+ businesses" },
  ctaLabel: "Start Growing Today",
  image: {
    src: "/images/home/growth.svg",
    alt: "A rising revenue chart with a rocket and growth percentage cards",
    width: 640,
    height: 520,
  } satisfies HomeImage,
};

export const caseStudiesSection = {
  heading: "Case Studies",
  intro: "How we helped three businesses solve a real problem, with the numbers to show for it.",
  viewAllLabel: "View All Case Studies",
};

export const testimonialsSection = {
  heading: "What Our Clients Say",
  intro: "Owners and managers we work with, in their own words.",
  viewAllLabel: "Read More Testimonials",
};

export const ctaBand = {
  heading: "Ready to grow your business?",
  /** `responseTime` is the company's one promise (company details), e.g. "24-48 hours". */
  text: (responseTime: string) =>
    `Tell us where you want to be in a year. We will reply within ${responseTime} with ideas, a plan and an honest estimate, free of charge.`,
  points: ["Free 30-minute consultation", "A written plan with clear costs", "No long lock-in contracts"],
};

export const faqSection = {
  heading: "Frequently Asked Questions",
  intro: "Quick answers to what clients ask us first.",
  viewAllLabel: "See All FAQs",
};
