import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SocialIcon } from "#app/components/ui/social-icon.tsx";
import { footerQuickLinks } from "#app/content/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { useSiteChrome } from "#app/lib/company.ts";
import { Logo } from "./logo.tsx";

const headingClass = "mb-4 text-sm font-bold tracking-widest text-white uppercase";
const linkClass = "text-slate-300 transition-colors hover:text-accent-300";

/** The site footer (SPEC §2); the newsletter form is passed in by the layout that owns the feature. */
export function SiteFooter({ newsletterForm, className }: { newsletterForm: ReactNode; className?: string }) {
  const year = new Date().getFullYear();
  const { company, legalLinks, serviceLinks } = useSiteChrome();
  return (
    <footer className={cn("flex flex-col border-t border-transparent bg-slate-950 text-slate-300 dark:border-slate-800", className)} aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:gap-8">
        <div className="col-span-2 sm:col-span-2 lg:col-span-4" data-reveal>
          <Logo size="large" onDark />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{company.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {company.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-accent-400 hover:text-slate-950"
                >
                  <SocialIcon network={link.network} width={18} height={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2" data-reveal>
          <h3 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h3>
          <ul className="space-y-2.5 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services" className="lg:col-span-3" data-reveal>
          <h3 id="footer-services" className={headingClass}>
            Our Services
          </h3>
          <ul className="space-y-2.5 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 space-y-8 lg:col-span-3" data-reveal>
          <section aria-labelledby="footer-contact">
            <h3 id="footer-contact" className={headingClass}>
              Contact Us
            </h3>
            <ul className="space-y-3 text-sm">
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <address className="text-slate-300 not-italic">{company.fullAddress}</address>
              </li>
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={company.phone.href} className={linkClass}>
                  {company.phone.display}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={`mailto:${company.email}`} className={linkClass}>
                  {company.email}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-newsletter">
            <h3 id="footer-newsletter" className={headingClass}>
              Newsletter
            </h3>
            <p className="mb-3 text-sm text-slate-400">Marketing ideas for growing businesses, once a month.</p>
            {newsletterForm}
          </section>
        </div>
      </div>
      {/* At the bottom of the screen when the footer is given more height than it needs (a short page). */}
      <div className="mt-auto border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* The server's year stays: a browser whose clock says otherwise (New Year's Eve in another zone) is not a hydration error. */}
          <p suppressHydrationWarning>
            © {year} {company.brand}. All rights reserved.
          </p>
          {legalLinks.length > 0 ? (
            <nav aria-label="Legal">
              <ul className="flex flex-wrap gap-x-5 gap-y-1">
                {legalLinks.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path} className={linkClass}>
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p>{company.locality}</p>
        </div>
      </div>
    </footer>
  );
}
