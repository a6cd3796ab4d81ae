import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The map of the site (SPEC §2), written out by hand: every URL and the module that serves it.
 */
export default [
  // Public site: header, footer, info panel and chat button around every page.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("thank-you", "routes/site/thank-you.tsx"),
    route("faq", "routes/site/faq.tsx"),
    route("testimonials", "routes/site/testimonials.tsx"),
    route("case-studies", "routes/site/case-studies/index.tsx"),
    route("case-studies/:slug", "routes/site/case-studies/detail.tsx"),

    ...prefix("services", [
      index("routes/site/services/index.tsx"),
      route("management-solutions", "routes/site/services/category.tsx", { id: "services/management-solutions" }),
      route("graphic-design", "routes/site/services/category.tsx", { id: "services/graphic-design" }),
      route("hr-solutions", "routes/site/services/category.tsx", { id: "services/hr-solutions" }),
      route("research", "routes/site/services/category.tsx", { id: "services/research" }),
      route("academy", "routes/site/services/category.tsx", { id: "services/academy" }),
      route("tech-solutions", "routes/site/services/category.tsx", { id: "services/tech-solutions" }),
      route("ecommerce-support", "routes/site/services/category.tsx", { id: "services/ecommerce-support" }),
      route("digital-branding", "routes/site/services/digital-branding/index.tsx"),
      ...prefix("digital-branding", [
        route("social-media-marketing", "routes/site/services/digital-branding/social-media-marketing.tsx"),
        route("seo", "routes/site/services/digital-branding/seo.tsx"),
        route("web-development", "routes/site/services/digital-branding/web-development.tsx"),
        route("ui-ux-design", "routes/site/services/digital-branding/ui-ux-design.tsx"),
        route("google-ads-ppc", "routes/site/services/digital-branding/google-ads-ppc.tsx"),
        route("leads-generation", "routes/site/services/digital-branding/leads-generation.tsx"),
        route("influencer-marketing", "routes/site/services/digital-branding/influencer-marketing.tsx"),
        route("social-media-advertising", "routes/site/services/digital-branding/social-media-advertising.tsx"),
      ]),
    ]),

    route("portfolio", "routes/site/portfolio.tsx"),
    route("blog", "routes/site/blog/index.tsx"),
    route("blog/:slug", "routes/site/blog/post.tsx"),
    route("search", "routes/site/search.tsx"),

    // The legal pages (issue 13), one module for both.
    route("privacy", "routes/site/legal.tsx", { id: "legal/privacy" }),
    route("terms", "routes/site/legal.tsx", { id: "legal/terms" }),

    route("newsletter/subscribe", "routes/site/newsletter/subscribe.tsx"),
    route("newsletter/confirm", "routes/site/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter/unsubscribe.tsx"),

    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin panel: the login page is public; everything under the admin layout needs a token.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/accept-invite", "routes/admin/accept-invite.tsx"),
  route("admin/confirm-email", "routes/admin/confirm-email.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/projects.tsx", { id: "admin/home" }),
    route("admin/projects", "routes/admin/projects.tsx", { id: "admin/projects" }),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/contacts", "routes/admin/contacts.tsx"),
    route("admin/portfolio", "routes/admin/portfolio.tsx", { id: "admin/portfolio" }),
    route("portfolio/admin", "routes/admin/portfolio.tsx", { id: "portfolio/admin" }),
    route("admin/blog", "routes/admin/blog.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    ...prefix("admin/site", [
      index("routes/admin/site/index.tsx"),
      route("company", "routes/admin/site/company.tsx"),
      route("services", "routes/admin/site/services.tsx"),
      route("faq", "routes/admin/site/faq.tsx"),
      route("testimonials", "routes/admin/site/testimonials.tsx"),
      route("case-studies", "routes/admin/site/case-studies.tsx"),
      route("team", "routes/admin/site/team.tsx"),
      route("client-logos", "routes/admin/site/client-logos.tsx"),
      route("legal-pages", "routes/admin/site/legal-pages.tsx"),
      route("images", "routes/admin/site/images.tsx"),
    ]),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/activity", "routes/admin/activity.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
  ]),

  // The theme toggle posted without JavaScript: keeps the choice in a cookie, then back to the page.
  route("theme", "routes/site/theme.ts"),

  // Files for search engines and feed readers.
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("blog/rss.xml", "routes/seo/rss.ts"),
] satisfies RouteConfig;
