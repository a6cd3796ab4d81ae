/** The site's navigation: top bar links (SPEC §2) and the footer's lists. */

export interface NavLink {
  label: string;
  to: string;
}

export const mainNavigation: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
];

export const footerQuickLinks: NavLink[] = [
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Blog", to: "/blog" },
  { label: "FAQs", to: "/faq" },
  { label: "Contact Us", to: "/contact" },
];

export const footerServiceLinks: NavLink[] = [
  { label: "Digital Branding", to: "/services/digital-branding" },
  { label: "Tech Solutions", to: "/services/tech-solutions" },
  { label: "Graphic Design", to: "/services/graphic-design" },
  { label: "HR Solutions", to: "/services/hr-solutions" },
  { label: "Academy", to: "/services/academy" },
  { label: "E-commerce Support", to: "/services/ecommerce-support" },
  { label: "Research", to: "/services/research" },
  { label: "Management Solutions", to: "/services/management-solutions" },
];
