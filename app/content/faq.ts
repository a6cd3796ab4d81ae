import { site } from "#contracts/site.ts";

/** Frequently asked questions: five on the home page (SPEC §9), all of them on /faq, grouped. */

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  heading: string;
  entries: FaqEntry[];
}

export const faqMeta = {
  title: "Frequently Asked Questions",
  subtitle: "Everything clients usually ask before working with us: services, costs, timelines and how we work together.",
  description:
    "Answers about Vistaar's digital marketing, web, design, HR and training services: pricing, timelines, contracts, reporting and support for businesses in Gujarat and across India.",
};

const whatServices: FaqEntry = {
  question: "What services does Vistaar offer?",
  answer:
    "Eight service lines under one roof: digital branding (SEO, social media, Google Ads, content, lead generation), tech solutions, graphic design, HR solutions, our training academy, e-commerce support, research and management consulting. Most clients start with one service and add others as they grow.",
};

const howLong: FaqEntry = {
  question: "How long does it take to see results from digital marketing?",
  answer:
    "Paid campaigns on Google and Meta bring enquiries within the first two to three weeks. SEO and organic social media take longer: expect clear movement in three months and strong results in six to twelve. We agree on targets for each month before we start, so you always know whether we are on track.",
};

const industries: FaqEntry = {
  question: "Do you work with small businesses and start-ups?",
  answer:
    "Yes. About half of our clients are owner-run businesses and start-ups with modest budgets. We scale the plan to what you can spend, begin with the channels that pay back fastest and grow the work as your revenue grows.",
};

const pricing: FaqEntry = {
  question: "How much do your services cost?",
  answer:
    "It depends on the scope. Social media management starts at ₹15,000 a month, SEO at ₹20,000 a month, and a business website from ₹45,000 as a one-time project. After a free consultation we send a written proposal with a fixed price, so there are no surprises on the invoice.",
};

const reporting: FaqEntry = {
  question: "How will I know what my money is achieving?",
  answer:
    "You get a live dashboard and a monthly report in plain language: leads, sales, cost per lead, rankings and what we will change next month. Your account manager walks you through it on a call, and you can ask for the raw data at any time.",
};

export const faqGroups: FaqGroup[] = [
  {
    id: "getting-started",
    heading: "Getting started",
    entries: [
      whatServices,
      industries,
      {
        question: "Where are you located, and do you work with clients outside Anand?",
        answer:
          "Our office is on Vidyanagar Road in Anand, Gujarat. We work with clients across Gujarat in person and with businesses elsewhere in India and abroad over video calls, WhatsApp and email. Distance has never stopped a project.",
      },
      {
        question: "What happens after I contact you?",
        answer:
          `We reply within ${site.responseTime} to set up a free 30-minute consultation. We ask about your goals, customers and budget, study your market and current presence, and send a written proposal with a plan, timeline and fixed price within a week.`,
      },
    ],
  },
  {
    id: "pricing-and-contracts",
    heading: "Pricing and contracts",
    entries: [
      pricing,
      {
        question: "Do I have to sign a long contract?",
        answer:
          "No. Monthly services run on a three-month starting term, because that is the least time in which results can be judged fairly, and then month to month with 30 days' notice. One-time projects such as websites are priced and paid in milestones.",
      },
      {
        question: "Is the advertising budget included in your fee?",
        answer:
          "No. Your ad spend goes directly to Google or Meta from your own account, so you keep full control and ownership. Our fee covers strategy, creative, management and reporting.",
      },
    ],
  },
  {
    id: "working-together",
    heading: "Working together",
    entries: [
      howLong,
      reporting,
      {
        question: "Who will I be working with?",
        answer:
          "A named account manager who is your single point of contact, backed by the specialists your project needs: strategist, designer, developer, copywriter or HR consultant. The same team stays on your account; we do not hand you from person to person.",
      },
      {
        question: "Do I own the website, content and ad accounts you create?",
        answer:
          "Yes, always. Domains, hosting, ad accounts, social pages, designs and code are set up in your name. If you ever leave us, everything stays with you and we help with the handover.",
      },
    ],
  },
  {
    id: "academy-and-careers",
    heading: "Academy, HR and careers",
    entries: [
      {
        question: "Who are the Vistaar Academy courses for?",
        answer:
          "Students, job seekers, working professionals and business owners who want practical skills. Courses run in small evening and weekend batches, in English and Gujarati, and every course ends with a live project and a certificate.",
      },
      {
        question: "Do you help Academy students find jobs?",
        answer:
          "Yes. Our HR team helps with your CV and portfolio, runs mock interviews and shares openings from our network of client companies. Many of our own team members started as Academy students.",
      },
      {
        question: "Can you handle hiring and payroll for my company?",
        answer:
          "Yes. Our HR Solutions team can run recruitment from job description to offer letter, process monthly payroll, keep your PF, ESI and labour-law compliance up to date, and train your managers.",
      },
    ],
  },
];

/** The five questions shown on the home page (SPEC §9: the FAQ has 5 entries). */
export const homeFaqs: FaqEntry[] = [whatServices, howLong, pricing, industries, reporting];
