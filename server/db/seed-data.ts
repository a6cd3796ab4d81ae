import type { blogPosts, contactReplies, contacts, contentItems, portfolioItems, projects } from "./schema.ts";

/**
 * Demo content added on first start so a fresh install looks like a working agency site.
 * Every business, person, address and number here is fictional.
 */

type NewBlogPost = Omit<typeof blogPosts.$inferInsert, "slug">;
type NewPortfolioItem = typeof portfolioItems.$inferInsert;
type NewContact = typeof contacts.$inferInsert & { replies?: Array<Pick<typeof contactReplies.$inferInsert, "message">> };
type NewContentItem = typeof contentItems.$inferInsert;
type NewProject = typeof projects.$inferInsert;

/**
 * The demo posts, in Markdown (CommonMark + GFM; a single line break is a line break): sub-headings, lists,
 * links to the service pages, inline pictures from the shipped artwork and a table, since the blog is what
 * a prospective agency looks at first. Their slugs are made from their titles when they are added.
 */
export const demoBlogPosts: NewBlogPost[] = [
  {
    title: "How Local SEO Puts Anand Businesses on the Map",
    excerpt:
      "When someone nearby searches for what you sell, three listings get almost every click. Here is how a local shop earns one of those places.",
    content: `Search for "dentist near me" in Anand and Google shows a map with three businesses. Those three get most of the calls. The rest of the list might as well not exist.

Getting into that **map pack** is less mysterious than it looks. Google weighs three things:

1. **Relevance**: how well your listing matches the search.
2. **Distance**: how close you are to the person searching.
3. **Prominence**: how well known your business is online.

## Start with your Google Business Profile

Choose the most specific primary category you can ("Pediatric Dentist", not just "Dentist"), write a description in the words your customers use, and add real photos of your shop front, your team and your work. Listings with photos get far more direction requests.

![Patel Dental Care's listing, with photos and reviews, in Google's map results](/images/portfolio/patel-dental.webp)

## Keep your name, address and phone identical everywhere

Your website footer, Justdial, IndiaMART, Facebook: the details must match letter for letter. Small differences like "Rd." and "Road" make Google less sure that all these listings are the same business.

## Ask for reviews every week

Ask customers who are already happy, and reply to each review, the good and the bad. A steady stream of fresh reviews tells Google you are active and trusted.

## Give every service and area its own page

A page titled "Root Canal Treatment in Vallabh Vidyanagar" will always beat a single page that lists everything.

> None of this needs a big budget. It needs a routine.

Our [local SEO clients](/services/digital-branding/seo) usually see more calls from the map within eight to twelve weeks.`,
    imageUrl: "/images/blog/local-seo.webp",
    category: "SEO",
    author: "Riya Mehta",
    date: "2026-10-28",
    readTime: "6 min read",
    tags: ["Local SEO", "Google Business Profile", "Reviews"],
    status: "published",
  },
  {
    title: "Instagram Reels for Small Brands: A 30-Day Playbook",
    excerpt:
      "You do not need a studio to make Reels that sell. A phone, a plan and thirty days of steady posting will teach you what your audience wants.",
    content: `Reels are still the fastest way for a small brand to reach people who do not follow it yet. The catch is consistency: the accounts that grow are the ones that post every few days for months.

## Week 1: film your process

Show how your product is made, packed or delivered. Behind-the-scenes clips feel honest and are easy to shoot.

## Week 2: answer questions

Take the five questions customers ask most and answer one per Reel, in under 20 seconds, with the answer in the first two seconds.

## Week 3: show results

Before-and-after, a customer unboxing, a happy client on camera. Social proof converts better than any caption.

![Reels from the Sabarmati Cycles campaign on a phone screen](/images/portfolio/sabarmati-cycles.webp)

## Week 4: look at your numbers

Which Reels were watched to the end? Which ones brought profile visits? Make more of those and drop the rest.

### Rules that hold every week

- Hook in the first second.
- Add captions: most people watch without sound.
- End with one clear action: *"DM us 'PRICE'"* works better than *"follow for more"*.

Want a hand with the plan? See our [social media marketing service](/services/digital-branding/social-media-marketing).`,
    imageUrl: "/images/blog/instagram-reels.webp",
    category: "Social Media",
    author: "Aarav Shah",
    date: "2026-10-14",
    readTime: "5 min read",
    tags: ["Instagram", "Reels", "Content Strategy"],
    status: "published",
  },
  {
    title: "Google Ads on a ₹20,000 Monthly Budget: Where Every Rupee Goes",
    excerpt:
      "A small budget can still bring steady enquiries, if you stop paying for clicks that were never going to buy.",
    content: `Twenty thousand rupees a month is roughly six hundred and fifty rupees a day. Spread across broad keywords, that money disappears by lunchtime with little to show for it. Focused, it can bring a steady flow of enquiries.

## Pick one service and one area

A campaign for "interior designer in Anand" will outperform one that tries to cover all of Gujarat.

| Budget line | Per month | Why |
|:--|--:|:--|
| Search campaign, one service | ₹15,000 | Where the enquiries come from |
| Remarketing | ₹3,000 | Visitors who did not call yet |
| Testing new keywords | ₹2,000 | Next month's winners |

## Stop paying for the wrong clicks

Use exact and phrase match keywords, and add negative keywords from day one:

- free
- course
- jobs
- salary

## Send clicks to a page built for the ad

Not your home page. The page should repeat the promise of the ad, show proof, and have a short form or a call button above the fold.

![A landing page with a short enquiry form above the fold](/images/portfolio/anand-agro.webp)

## Track calls and forms as conversions

Without conversion tracking, Google optimises for clicks, and clicks are not customers. Review the **search terms report** every week for the first month: it is where you find both wasted spend and the phrases worth bidding on more.

We run campaigns like this for local businesses: see [Google Ads management](/services/digital-branding/google-ads-ppc).`,
    imageUrl: "/images/blog/google-ads-budget.webp",
    category: "Digital Marketing",
    author: "Kabir Desai",
    date: "2026-09-30",
    readTime: "7 min read",
    tags: ["Google Ads", "PPC", "Budgeting"],
    status: "published",
  },
  {
    title: "Why Your Website Loads Slowly on 4G (and How to Fix It)",
    excerpt:
      "Most of your visitors are on a phone, often on a patchy connection. Every extra second of loading costs you enquiries.",
    content: `Open your website on a mid-range phone, on mobile data, away from office Wi-Fi. If it takes more than three seconds to show something useful, a large share of visitors have already gone back to Google.

## The usual culprits

- Images uploaded straight from a camera at 4,000 pixels wide.
- Sliders that load ten photos before showing the first.
- Chat widgets, trackers and fonts fetched from half a dozen other servers.

## Fix the images first

Resize and compress images to the size they are shown at, and use modern formats such as WebP. Load images below the fold only when the visitor scrolls to them.

![The Vidya Coaching Classes website, fast on a phone](/images/portfolio/vidya-coaching.webp)

## Ship less JavaScript

Render pages on the server so the text appears before any JavaScript runs. Every kilobyte has to be downloaded, parsed and executed on a phone's slower processor.

## Measure, do not guess

Lighthouse and PageSpeed Insights show exactly which files slow you down and by how much. Run \`npx lighthouse\` against your home page, or ask us for a [website review](/services/digital-branding/web-development).

A fast site is not a luxury for large brands. For a local business competing for the same customers, it is often the cheapest advantage available.`,
    imageUrl: "/images/blog/website-speed.webp",
    category: "Web Development",
    author: "Neha Patel",
    date: "2026-09-16",
    readTime: "6 min read",
    tags: ["Performance", "Mobile", "Core Web Vitals"],
    status: "published",
  },
  {
    title: "Designing a Logo That Works on a Shop Sign and a Phone Screen",
    excerpt:
      "A good logo has to survive being printed four metres wide and shrunk to a 32-pixel app icon. Design for both from the start.",
    content: `Your logo will live in more places than you expect: the shop sign, a WhatsApp profile picture, a delivery box, an invoice, a favicon in a browser tab.

## Start in black and white

If the idea only works in colour, it is not strong enough yet. Colour comes later, and it should be a short palette you can repeat everywhere.

![The Narmada Textiles identity on a sign, a tag and a phone](/images/portfolio/narmada-textiles.webp)

## Make a simple version

Most brands need two:

1. A **full logo** with the name.
2. A **compact mark** for small spaces.

Fine details and thin lines vanish at small sizes. Check legibility from across a road and on a phone held at arm's length; if either fails, simplify.

## Write down the rules

Minimum size, clear space, colours, what not to do. A one-page guide keeps your printer, your web developer and your social media team consistent.

Need a logo that works everywhere? See our [graphic design services](/services/graphic-design).`,
    imageUrl: "/images/blog/logo-design.webp",
    category: "Graphic Design",
    author: "Ishaan Joshi",
    date: "2026-08-29",
    readTime: "4 min read",
    tags: ["Branding", "Logo", "Design"],
    status: "published",
  },
  {
    title: "Hiring Your First Ten Employees: An HR Checklist for Founders",
    excerpt:
      "The first ten hires shape your company's culture more than any policy document. A little structure now saves a lot of trouble later.",
    content: `Early hiring is usually done in a hurry, through friends and referrals, with offer letters copied from the internet. It works until it doesn't.

## Before you look

Write a one-page role description:

- what the person will own;
- how success is measured in the first ninety days;
- what the salary range is.

## While you interview

Use the same questions for every candidate for a role, and score answers right after each interview. It makes comparison fairer and decisions faster.

## When you hire

| Document | When |
|:--|:--|
| Offer letter | Before the start date |
| Appointment letter | On day one |
| Leave policy and notice period | On day one |
| PF and ESI registration | When you cross the thresholds |

## After they join

Plan the first week: a new hire who spends day one waiting for a laptop learns that the company is disorganised. Then check in at 30, 60 and 90 days. Small problems raised early are easy to fix; the same problems discovered at appraisal time are not.

Our [HR solutions](/services/hr-solutions) team can set all of this up with you.`,
    imageUrl: "/images/blog/first-hires.webp",
    category: "HR Solutions",
    author: "Priya Nair",
    date: "2026-08-12",
    readTime: "5 min read",
    tags: ["Hiring", "Startups", "HR Policy"],
    status: "published",
  },
  {
    title: "Email Newsletters That People Actually Open",
    excerpt: "Subject lines, timing and the one thing most small businesses forget to include.",
    content: `Draft: outline for the November newsletter guide.

- Subject lines
- Send times
- Plain-text versus designed emails
- Measuring clicks rather than opens`,
    imageUrl: "/images/blog/email-newsletters.webp",
    category: "Digital Marketing",
    author: "Riya Mehta",
    date: "2026-11-18",
    readTime: "5 min read",
    tags: ["Email Marketing", "Newsletters"],
    status: "draft",
  },
];

export const demoPortfolioItems: NewPortfolioItem[] = [
  {
    title: "Charotar Organics Online Store",
    description:
      "A fast, mobile-first store for an organic farm co-operative, with UPI checkout, delivery slots by pin code and a stock sync from their billing software. Online orders grew to 38% of revenue in six months.",
    category: "E-commerce",
    imageUrl: "/images/portfolio/charotar-organics.webp",
    status: "published",
    technologies: ["React", "Node.js", "PostgreSQL", "Razorpay"],
  },
  {
    title: "Narmada Textiles Brand Identity",
    description:
      "A new name system, logo, colour palette and packaging for a third-generation textile mill moving from wholesale into retail.",
    category: "Branding",
    imageUrl: "/images/portfolio/narmada-textiles.webp",
    status: "published",
    technologies: ["Illustrator", "Figma", "Print Production"],
  },
  {
    title: "Patel Dental Care Local SEO",
    description:
      "Google Business Profile overhaul, service pages for each treatment and a review routine that took a two-chair clinic into the local map pack for 14 high-intent searches.",
    category: "SEO",
    imageUrl: "/images/portfolio/patel-dental.webp",
    status: "published",
    technologies: ["Google Business Profile", "Schema.org", "Search Console"],
  },
  {
    title: "Sabarmati Cycles Reels Campaign",
    description:
      "A 12-week Instagram Reels series on weekend rides around Gujarat that grew the account from 2,100 to 19,400 followers and sold out the monsoon collection.",
    category: "Social Media",
    imageUrl: "/images/portfolio/sabarmati-cycles.webp",
    status: "published",
    technologies: ["Instagram", "CapCut", "Meta Ads"],
  },
  {
    title: "Kesar Sweets Festive Campaign",
    description:
      "Diwali gift-box campaign across Google Ads, Instagram and WhatsApp broadcasts, with a pre-order page that took 1,200 corporate orders in three weeks.",
    category: "Digital Marketing",
    imageUrl: "/images/portfolio/kesar-sweets.webp",
    status: "published",
    technologies: ["Google Ads", "Meta Ads", "WhatsApp Business"],
  },
  {
    title: "Vidya Coaching Classes Website",
    description:
      "A bilingual website with course pages, batch timings, fee enquiries and results, built to load in under two seconds on a 4G phone.",
    category: "Web Development",
    imageUrl: "/images/portfolio/vidya-coaching.webp",
    status: "published",
    technologies: ["React Router", "Tailwind CSS", "PostgreSQL"],
  },
  {
    title: "Anand Agro Equipments Lead Generation",
    description:
      "Landing pages and search campaigns for tractor implements that cut the cost per qualified dealer enquiry by 46% while doubling volume.",
    category: "Digital Marketing",
    imageUrl: "/images/portfolio/anand-agro.webp",
    status: "published",
    technologies: ["Google Ads", "Landing Pages", "CRM Integration"],
  },
  {
    title: "Riverbend Café Menu and Signage",
    description:
      "Menu boards, table menus, takeaway packaging and a QR ordering flow for a riverside café, all designed to one warm, hand-drawn style.",
    category: "Branding",
    imageUrl: "/images/portfolio/riverbend-cafe.webp",
    status: "published",
    technologies: ["Illustrator", "InDesign", "QR Ordering"],
  },
  {
    title: "Lotus Ayurveda Product Launch",
    description: "Launch plan and creative for a new skincare range. Case study in progress; results to be added after the first quarter.",
    category: "Social Media",
    imageUrl: "/images/portfolio/lotus-ayurveda.webp",
    status: "draft",
    technologies: ["Instagram", "Influencer Marketing"],
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Alt text for the demo artwork the seeded posts and items use (scripts/artwork/publishing.mjs draws
 * them), given to their media library entries (server/modules/media/backfill.ts).
 */
export const demoArtworkAlt: Record<string, string> = {
  "/images/blog/email-newsletters.webp": "Illustration: an open envelope holding a newsletter, a paper plane and a small bar chart",
  "/images/blog/first-hires.webp": "Illustration: an organisation chart growing from one founder to a small team, beside a hiring checklist",
  "/images/blog/google-ads-budget.webp": "Illustration: a rising chart, a target hit by an arrow and stacks of coins",
  "/images/blog/instagram-reels.webp": "Illustration: three phone screens playing short videos, with likes floating beside them",
  "/images/blog/local-seo.webp": "Illustration: a map with location pins beside five-star review cards",
  "/images/blog/logo-design.webp": "Illustration: a shop sign and a phone showing the same orange V logo, above a curve drawn with a pen tool",
  "/images/blog/website-speed.webp": "Illustration: a web page beside a speedometer whose needle points to fast",
  "/images/portfolio/anand-agro.webp": "Illustration: an orange tractor in a green field beside a funnel of farmers turning into enquiries",
  "/images/portfolio/charotar-organics.webp": "Illustration: an online shop of organic products on a laptop and a phone, with a shopping-cart badge",
  "/images/portfolio/kesar-sweets.webp": "Illustration: a glowing diya, a bright flower and gift boxes on a festive background",
  "/images/portfolio/lotus-ayurveda.webp": "Illustration: a pink lotus flower beside two bottles of herbal products",
  "/images/portfolio/narmada-textiles.webp": "Illustration: fabric swatches in wave and dot patterns beside a brand card and a colour palette",
  "/images/portfolio/patel-dental.webp": "Illustration: a tooth beside a phone showing a clinic on a map, with review and chart cards",
  "/images/portfolio/riverbend-cafe.webp": "Illustration: a café menu, a hanging sign and a steaming cup of coffee",
  "/images/portfolio/sabarmati-cycles.webp": "Illustration: a phone playing a cycling video, surrounded by growth charts and comments",
  "/images/portfolio/vidya-coaching.webp": "Illustration: a laptop showing a coaching-class website with a graduation cap",
};

export const demoContacts: NewContact[] = [
  {
    name: "Harsh Trivedi",
    email: "harsh.trivedi@example.com",
    phone: "+91 98250 11223",
    subject: "Quote Request",
    message:
      "We run two restaurants in Vallabh Vidyanagar and want to improve our Google ratings and Instagram presence. Could you share a quote for a three-month package?",
    status: "new",
    source: "contact-page",
    createdAt: daysAgo(1),
  },
  {
    name: "Sneha Parmar",
    email: "sneha.parmar@example.com",
    phone: null,
    subject: "Contact Form Submission",
    message: "Do you also offer HR policy drafting for a 25-person manufacturing unit?",
    status: "new",
    source: "home",
    createdAt: daysAgo(2),
  },
  {
    name: "Devansh Modi",
    email: "devansh.modi@example.com",
    phone: "+91 90999 44556",
    subject: "Service Information",
    message: "What is the duration and fee for your digital marketing course at the Academy? Are weekend batches available?",
    status: "read",
    source: "contact-page",
    createdAt: daysAgo(5),
  },
  {
    name: "Fatima Sheikh",
    email: "fatima.sheikh@example.com",
    phone: null,
    subject: "Partnership Opportunity",
    message: "I run a small video production studio in Vadodara and would like to discuss white-label work for your clients.",
    status: "read",
    source: "contact-page",
    createdAt: daysAgo(9),
  },
  {
    name: "Rohan Bhatt",
    email: "rohan.bhatt@example.com",
    phone: "+91 97230 77889",
    subject: "Quote Request",
    message: "We need a new website for our CA firm with a client document upload area. Please share timelines and cost.",
    status: "replied",
    source: "contact-page",
    createdAt: daysAgo(14),
    replies: [
      {
        message:
          "Thank you for reaching out, Rohan. A secure upload area is something we have built before. Could we schedule a 20-minute call this week to understand your document flow? We will send a detailed proposal after that.",
      },
    ],
  },
  {
    name: "Meera Iyer",
    email: "meera.iyer@example.com",
    phone: null,
    subject: "General Inquiry",
    message: "Are you hiring interns for graphic design this winter?",
    status: "replied",
    source: "contact-page",
    createdAt: daysAgo(21),
    replies: [
      {
        message:
          "Hi Meera, yes: our winter internship opens on 1 December. Please send your portfolio to the same address and mention the internship in the subject line.",
      },
    ],
  },
];

/**
 * One item at each place a page reads (CONTENT_LOCATIONS), as drafts: publishing one changes its page.
 * The privacy policy and terms are Site content's legal pages, not content items.
 */
export const demoContentItems: NewContentItem[] = [
  {
    title: "Home Page Hero",
    content: "Grow your business with digital marketing that delivers measurable results.",
    type: "section",
    location: "home/hero",
    status: "draft",
  },
  {
    title: "About Vision Statement",
    content:
      "To be the partner that helps every ambitious business in India grow with confidence, from its first website to its hundredth employee.",
    type: "section",
    location: "about/vision",
    status: "draft",
  },
];

export const demoProjects: NewProject[] = [
  {
    name: "Website Redesign",
    description: "Complete redesign of the company website with faster pages, a clearer services structure and a new contact flow.",
    status: "active",
    startDate: "2026-10-01",
    endDate: "2026-12-15",
    teamSize: 4,
    tags: ["Web Development", "UI/UX", "SEO"],
  },
  {
    name: "Mobile App Development",
    description: "A customer app for order tracking and loyalty points for a regional retail chain.",
    status: "completed",
    startDate: "2026-05-01",
    endDate: "2026-09-30",
    teamSize: 6,
    tags: ["Mobile", "React Native", "API"],
  },
];

export const demoSubscribers: Array<{ email: string; source: string; status: "pending" | "confirmed"; daysAgo: number }> = [
  { email: "anjali.rao@example.com", source: "Newsletter Subscription", status: "confirmed", daysAgo: 30 },
  { email: "vikram.solanki@example.com", source: "Blog Page", status: "confirmed", daysAgo: 12 },
  { email: "pooja.kapadia@example.com", source: "Newsletter Subscription", status: "confirmed", daysAgo: 4 },
  { email: "nikhil.varma@example.com", source: "Blog Page", status: "pending", daysAgo: 1 },
];

export { daysAgo };
