import { type CaseStudy, caseStudies, caseStudySlug } from "./case-studies.ts";

/**
 * The case studies' full write-ups (client, challenge, approach, results with figures), shown on
 * /case-studies/{slug}. Only the detail page's loader and the sitemap read this module, on the server,
 * so none of it is shipped in the browser's JavaScript.
 */

export interface CaseStudyResult {
  figure: string;
  label: string;
}

export interface CaseStudyWriteUp {
  client: string;
  location: string;
  industry: string;
  duration: string;
  services: string[];
  challenge: string[];
  approach: Array<{ title: string; text: string }>;
  results: CaseStudyResult[];
  outcome: string;
  quote: { text: string; name: string; position: string };
}

/** Keyed by the case study's title. */
const writeUps: Record<string, CaseStudyWriteUp> = {
  "Doubling Online Orders for a Dairy Brand": {
    client: "Charotar Dairy Fresh",
    location: "Anand, Gujarat",
    industry: "Food & dairy",
    duration: "6 months",
    services: ["E-commerce Development", "Social Media Marketing", "Google Ads", "Graphic Design"],
    challenge: [
      "Charotar Dairy Fresh has sold milk, paneer, ghee and sweets from three shops in Anand for over thirty years. After 2020 its customers wanted home delivery, but orders came in by phone, were written in a notebook and were often missed at busy hours.",
      "The family had tried a marketplace listing, but with poor photos and no reviews it sold little, and their delivery slots were not shown anywhere online.",
    ],
    approach: [
      {
        title: "An ordering system the shop could run",
        text: "We built a mobile-first online store with delivery slots, cash on delivery and UPI, and an order screen for the shop counter that prints each order. Staff learnt it in one afternoon.",
      },
      {
        title: "Photos and packaging that sell",
        text: "Our studio shot the full range and refreshed the labels so products looked as fresh online as on the shelf. The same photos went to the marketplace listings, with rewritten titles and descriptions.",
      },
      {
        title: "Local campaigns and WhatsApp",
        text: "Meta and Google campaigns targeted households within eight kilometres of each shop, with festival offers for Diwali and Uttarayan. A WhatsApp catalogue let regular customers reorder in two taps.",
      },
    ],
    results: [
      { figure: "2.5×", label: "online orders a day, from 40 to 104" },
      { figure: "₹38", label: "average cost per new customer, down from ₹95" },
      { figure: "4.7★", label: "marketplace rating from more than 600 reviews" },
      { figure: "31%", label: "of monthly revenue now comes from online orders" },
    ],
    outcome:
      "Online orders passed 100 a day in the sixth month and kept growing. The shop has since added a fourth delivery zone and hired two delivery staff.",
    quote: {
      text: "We were afraid the online store would be too complicated for us. Now my father checks the order screen before he opens the shop.",
      name: "Hiral Patel",
      position: "Director, Charotar Dairy Fresh",
    },
  },
  "Rebuilding Hiring for a Textile Manufacturer": {
    client: "Suryoday Textiles",
    location: "Surat, Gujarat",
    industry: "Textile manufacturing",
    duration: "9 months",
    services: ["Recruitment", "Employer Branding", "Payroll Management", "Training & Development"],
    challenge: [
      "Suryoday Textiles needed 180 new people, from machine operators to shift supervisors, for a second plant opening in nine months. Its two-person HR team was already busy with payroll for 400 employees.",
      "Vacancies took almost two months to fill, one in four new joiners left within ninety days, and payroll errors were a monthly source of complaints.",
    ],
    approach: [
      {
        title: "A hiring process with clear stages",
        text: "We wrote role profiles with the plant managers, set up an applicant tracking sheet with stages and owners, and ran weekly walk-in drives with ITIs and polytechnics in South Gujarat.",
      },
      {
        title: "An employer brand people believe",
        text: "Short videos of current employees, in Gujarati and Hindi, showed the canteen, the shift bus and the training room. Job posts went out on WhatsApp groups, local job portals and Facebook.",
      },
      {
        title: "Onboarding and payroll that work",
        text: "A two-day induction with a buddy for each new joiner, and payroll moved to one system with attendance linked from the biometric devices, checked by our team before every run.",
      },
    ],
    results: [
      { figure: "19 days", label: "average time to hire, down from 52" },
      { figure: "184", label: "people hired before the new plant opened" },
      { figure: "−58%", label: "new joiners leaving within 90 days" },
      { figure: "0", label: "payroll errors reported in the last six months" },
    ],
    outcome:
      "The second plant opened on schedule with every shift fully staffed. Suryoday has kept us on for payroll and for quarterly supervisor training.",
    quote: {
      text: "Vistaar's team knew our plants and our people. For the first time our hiring kept pace with our expansion.",
      name: "Rakesh Desai",
      position: "Managing Director, Suryoday Textiles",
    },
  },
  "Local SEO Growth for a Multispecialty Clinic Chain": {
    client: "Sanjivani Multispecialty Clinics",
    location: "Vadodara, Gujarat",
    industry: "Healthcare",
    duration: "8 months",
    services: ["Local SEO", "Web Development", "Content Writing", "Reputation Management"],
    challenge: [
      "Sanjivani runs four clinics in Vadodara with twenty-two doctors. Patients searching for a paediatrician or physiotherapist near them found competitors and hospital chains first; three of the four clinics had no Google Business Profile at all.",
      "The website was slow on phones, had no page per doctor or speciality, and appointment requests arrived as unstructured emails that the front desk often answered late.",
    ],
    approach: [
      {
        title: "Every clinic on the map",
        text: "We claimed and completed a Google Business Profile for each clinic, with correct hours, photos, services and doctors, and made names, addresses and phone numbers consistent across 40 directories.",
      },
      {
        title: "A website patients can use",
        text: "A new, fast website with a page for every speciality and doctor, written with the doctors in plain language, and an appointment form that goes straight to the right clinic's front desk.",
      },
      {
        title: "Reviews as part of the routine",
        text: "A polite SMS after each visit asks patients for a review; the front desk answers every review within two days. We trained the staff and report review numbers monthly.",
      },
    ],
    results: [
      { figure: "3.2×", label: "online appointment requests a month" },
      { figure: "Top 3", label: "Google Maps position for 26 of 30 target searches" },
      { figure: "1,150+", label: "new Google reviews, average rating 4.8" },
      { figure: "1.1 s", label: "page load on a mobile phone, down from 6.4 s" },
    ],
    outcome:
      "All four clinics now appear in the top three map results for their main specialities. The chain opened a fifth clinic in 2025 and launched it with the same playbook.",
    quote: {
      text: "Patients now tell our front desk they found us on Google. The review routine has become part of how we care for people.",
      name: "Dr. Neha Shah",
      position: "Medical Director, Sanjivani Multispecialty Clinics",
    },
  },
};

export type CaseStudyWithWriteUp = CaseStudy & CaseStudyWriteUp;

export function findCaseStudy(slug: string): CaseStudyWithWriteUp | undefined {
  const study = caseStudies.find((candidate) => caseStudySlug(candidate.title) === slug);
  const writeUp = study && writeUps[study.title];
  return study && writeUp ? { ...study, ...writeUp } : undefined;
}
