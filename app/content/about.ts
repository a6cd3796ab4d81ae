import type { IconName } from "#contracts/icon-names.ts";
/** The About page's copy (SPEC §2 "About page"). The name's meaning lives in site.ts. */


export const aboutMeta = {
  title: "About Us",
  subtitle: "A multi-service agency from Anand, Gujarat, helping businesses grow in every direction since 2014.",
  description:
    "Vistaar is a digital marketing and business services agency in Anand, Gujarat. Our story since 2014, our mission, what our name means, our six verticals and our vision.",
};

export const aboutIntro = {
  heading: "Who we are",
  paragraphs: [
    "Vistaar started in 2014 as a three-person digital marketing studio above a stationery shop in Vallabh Vidyanagar. Our first clients were local shops and colleges who wanted to be found online.",
    "Today we are a team of more than sixty marketers, engineers, designers, HR consultants, trainers and researchers. We still work from Anand, and we still answer every enquiry ourselves.",
  ],
  image: {
    src: "/images/about/team.svg",
    alt: "Vistaar team members collaborating around a table with laptops and growth charts",
    width: 640,
    height: 520,
  },
};

export const evolution = {
  heading: "Our Evolution",
  intro: "From a small studio to six verticals, one step at a time and always led by what our clients needed next.",
  milestones: [
    {
      year: "2014",
      title: "A digital marketing studio",
      text: "Three founders start Vistaar in Vallabh Vidyanagar, running social media and search campaigns for shops and colleges in Anand.",
    },
    {
      year: "2016",
      title: "Websites and software",
      text: "Clients ask us to build what we market. Vistaar Tech begins with websites and grows into custom software and IT support.",
    },
    {
      year: "2018",
      title: "A design studio and an HR team",
      text: "Vistaar Graphics opens a studio for branding, packaging and photography. Vistaar HR starts recruitment and payroll services for growing manufacturers.",
    },
    {
      year: "2020",
      title: "The Academy",
      text: "During the lockdowns we move our in-house training online and open it to everyone. More than 2,000 learners have since completed a course.",
    },
    {
      year: "2022",
      title: "Research and management consulting",
      text: "Market research and business strategy join the family, so clients can plan with data before they spend.",
    },
    {
      year: "2024",
      title: "The Vistaar Foundation",
      text: "We start giving back: free digital skills courses for women entrepreneurs and students from rural Charotar.",
    },
  ],
};

export const storyVideo = {
  heading: "Our Story",
  intro: "Ten years, six verticals and more than 500 businesses, in twenty seconds.",
  src: "/video/vistaar-story.mp4",
  poster: "/video/vistaar-story-poster.webp",
  width: 1280,
  height: 720,
  label: "The Vistaar story, an animated video",
  /** SPEC §8: shown instead of the video when it cannot be loaded. */
  errorMessage: "Failed to load video. Please try refreshing the page.",
  /** A text alternative for the video, which has no speech. */
  description: [
    "The Vistaar logo appears on an indigo background, followed by the words: Since 2014, from Anand, Gujarat.",
    "A single seed grows into a tree with six branches, labelled Digital, Tech, Graphics, HR, Academy and Foundation.",
    "Three numbers count up: 10+ years, 300+ projects and 500+ businesses.",
    "The video ends with the words: Vistaar means expansion. Grow in every direction.",
  ],
};

export const mission = {
  heading: "Our Mission",
  intro: "What we do every day, for every client:",
  points: [
    "Give growing businesses the marketing, technology and people skills that large companies take for granted, at a price that makes sense.",
    "Measure everything we do against our clients' goals, and report it honestly.",
    "Build long partnerships, not one-off projects: most of our clients have been with us for more than three years.",
    "Train the next generation of digital professionals in Gujarat, and hire many of them ourselves.",
    "Give back to the community that raised us, through the Vistaar Foundation.",
  ],
};

export const nameSection = {
  heading: "The Meaning of Our Name",
};

export const verticals = {
  heading: "Our Six Verticals",
  intro: "Six teams under one roof, so a growing business can get everything it needs from one partner.",
  items: [
    {
      name: "Digital",
      description: "SEO, social media, Google Ads, content and lead generation that bring in customers.",
      icon: "megaphone",
      link: "/services/digital-branding",
    },
    {
      name: "Tech",
      description: "Websites, custom software, e-commerce stores and IT infrastructure that keep running.",
      icon: "cpu",
      link: "/services/tech-solutions",
    },
    {
      name: "Graphics",
      description: "Brand identity, packaging, print and social creatives from our design studio.",
      icon: "palette",
      link: "/services/graphic-design",
    },
    {
      name: "HR",
      description: "Recruitment, payroll, compliance and training for teams of ten to a thousand.",
      icon: "users",
      link: "/services/hr-solutions",
    },
    {
      name: "Academy",
      description: "Practical courses in digital marketing, design and development, with placement support.",
      icon: "graduation-cap",
      link: "/services/academy",
    },
    {
      name: "Foundation",
      description: "Free digital skills training for women entrepreneurs and students from rural Gujarat.",
      icon: "hand-heart",
      link: undefined,
    },
  ] satisfies Array<{ name: string; description: string; icon: IconName; link: string | undefined }>,
};

/** The vision statement's static copy; a published `about/vision` content item replaces it. */
export const vision = {
  heading: "Our Vision",
  statement:
    "To be the growth partner that every ambitious business in India can count on: one team that helps it reach further, hire better, learn faster and build a brand that lasts for generations.",
};
