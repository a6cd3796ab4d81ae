/** Copy for the blog and portfolio pages (SPEC §2 titles are kept word for word). */

export const blogPageCopy = {
  title: "Our Recent Blog",
  metaTitle: "Blog: Marketing, Tech and Growth Ideas",
  subtitle:
    "Practical advice on local SEO, social media, ads, websites, design and hiring, written by the people who do the work for businesses across Gujarat.",
  description:
    "Practical guides from the Vistaar team in Anand on local SEO, Instagram Reels, Google Ads, fast websites, logo design and hiring for growing Indian businesses.",
  categoriesLabel: "Filter posts by category",
  allPosts: "All Posts",
  readArticle: "Read Article",
  readMore: "Read More",
  loading: "Loading blog posts",
  newsletter: {
    title: "Subscribe to Our Newsletter",
    text: "One useful email a month: new guides, local marketing ideas and the occasional case study. No spam, unsubscribe any time.",
  },
  feedLink: "Follow by RSS",
  /** The feed is named after the company as stored (the admin's company details). */
  feedTitle: (brand: string) => `${brand} Blog`,
  feedDescription: (brand: string) => `Practical marketing, technology, design and hiring advice from ${brand}, Anand.`,
} as const;

export const blogPostCopy = {
  backToBlog: "Back to Blog",
  loading: "Loading blog post",
  like: "Like",
  bookmark: "Bookmark",
  share: "Share",
  copyLink: "Copy Link",
  shareOnTwitter: "Share on Twitter",
  shareOnLinkedIn: "Share on LinkedIn",
  tags: "Tags",
  keepReading: "Keep reading",
  contents: "In this article",
  notFoundText: "This post may have been moved, unpublished or never existed.",
  failedText: "Something went wrong on our side. Please try again in a moment.",
  cta: {
    title: "Want results like these for your business?",
    /** `responseTime` is the company's one promise (company details). */
    text: (responseTime: string) => `Tell us where you are today and where you want to be. We reply within ${responseTime}.`,
    button: "Talk to Our Team",
  },
} as const;

export const portfolioPageCopy = {
  title: "Our Portfolio",
  metaTitle: "Portfolio: Websites, Brands and Campaigns",
  subtitle:
    "Online stores, brand identities, local SEO and social campaigns we have built with businesses in Anand, Vadodara, Ahmedabad and beyond.",
  description:
    "Work by Vistaar for businesses across Gujarat: e-commerce stores, brand identities, local SEO, Reels campaigns, websites and lead generation.",
  filterLabel: "Filter projects by category",
  all: "All",
  viewProject: "View project",
  empty: "No projects in this category yet.",
  /** A link to an item that is gone (`?item=` unknown): the page answers 404 with the grid below. */
  missingItem: "That project is no longer in our portfolio. Here is the rest of our work.",
  loading: "Loading portfolio items",
  technologies: "Tools and technologies",
  close: "Close",
  similarProject: "Start a similar project",
  cta: {
    title: "Have a project in mind?",
    text: "From a first logo to a full online store, we would love to hear about it.",
    button: "Get in Touch",
  },
} as const;
