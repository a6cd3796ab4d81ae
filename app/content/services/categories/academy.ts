import { GET_STARTED, heroArt, iconImage } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const academy: CategoryPage = {
  slug: "academy",
  name: "Academy",
  meta: {
    title: "Vistaar Academy: Digital Marketing, Design and Tech Courses in Anand",
    description:
      "Practical courses in digital marketing, graphic design, web development, UI/UX and data analytics, taught in Anand by people who do the work every day, with live projects and placement support.",
  },
  hero: {
    title: "Academy courses taught by working professionals",
    subtitle:
      "Learn the skills agencies and companies hire for, in small batches at our Anand campus or live online, with real client projects and placement support at the end.",
    highlights: ["Batches of at most 20 students", "Live projects with real clients", "Placement and freelancing support"],
    art: heroArt("academy", "Illustration of a course certificate, a laptop lesson and a progress chart"),
  },
  services: {
    heading: "Courses and training",
    intro:
      "Every course is taught by the same people who run campaigns, design brands and write code for our clients. Weekday and weekend batches are available.",
    cards: [
      {
        title: "Digital Marketing Course",
        description:
          "SEO, Google Ads, Meta ads, social media, email and analytics in one hands-on programme. You plan and run real campaigns with a real budget before you graduate.",
        benefits: ["Google Ads and Analytics certification prep", "Live campaigns with real budgets", "Portfolio of campaign case studies"],
        image: iconImage("course-digital-marketing"),
        imageStyle: "icon",
      },
      {
        title: "Graphic Design Course",
        description:
          "Photoshop, Illustrator, InDesign and Canva, plus the design principles that make work look professional: layout, colour, typography and branding.",
        benefits: ["Adobe suite from basics to advanced", "Brand identity and packaging projects", "A print and digital portfolio"],
        image: iconImage("course-graphic-design"),
        imageStyle: "icon",
      },
      {
        title: "Web Development Course",
        description:
          "HTML, CSS, JavaScript, React and Node.js, taught by building and deploying real websites, from a landing page to a full-stack web application.",
        benefits: ["Build and deploy five real projects", "Git, GitHub and code-review habits", "Interview preparation with mock tests"],
        image: iconImage("course-web-development"),
        imageStyle: "icon",
      },
      {
        title: "UI/UX Design Course",
        description:
          "User research, wireframing, prototyping and usability testing in Figma, with case studies that show employers how you think, not only what you can draw.",
        benefits: ["Figma from first frame to prototype", "Three end-to-end case studies", "Design critique with our UX team"],
        image: iconImage("course-ui-ux"),
        imageStyle: "icon",
      },
      {
        title: "Data Analytics Course",
        description:
          "Advanced Excel, SQL and Power BI for people who want to turn business data into decisions: cleaning data, building dashboards and presenting insights.",
        benefits: ["Advanced Excel, SQL and Power BI", "Dashboards built on real business data", "Suited to students and working professionals"],
        image: iconImage("course-data-analytics"),
        imageStyle: "icon",
      },
      {
        title: "Corporate Training",
        description:
          "Custom workshops for your team on digital marketing, social media, sales communication or productivity tools, delivered at your office or online.",
        benefits: ["Curriculum shaped around your team's goals", "Half-day to multi-week formats", "Certificates and post-training support"],
        image: iconImage("corporate-training"),
        imageStyle: "icon",
      },
    ],
  },
  approach: {
    heading: "How you learn with us",
    intro: "Theory in the morning, practice in the afternoon, and feedback every week.",
    steps: [
      { title: "Counselling", text: "A free session to choose the course that fits your goals and background." },
      { title: "Learn by doing", text: "Short lessons followed by exercises on real briefs from our agency." },
      { title: "Live project", text: "Work on a client project with mentors reviewing every deliverable." },
      { title: "Get placed", text: "Portfolio review, mock interviews and introductions to hiring companies." },
    ],
  },
  closing: {
    heading: "Start learning a skill that pays",
    text: "Talk to our counsellor about batch dates, course content and scholarships. The first session is always free.",
    cta: GET_STARTED,
  },
};
