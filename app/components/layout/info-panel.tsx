import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { SocialIcon } from "#app/components/ui/social-icon.tsx";
import { useSiteChrome } from "#app/lib/company.ts";
import { useAfterNavigation } from "#app/lib/use-after-navigation.ts";

/** The panel's id: 'Show Info' buttons open it with `dialogOpener(INFO_PANEL_ID)`. */
export const INFO_PANEL_ID = "company-info";

/**
 * The right-side 'Company Info' panel opened by 'Show Info' (SPEC §2): a native dialog, so it opens,
 * closes (close button, Escape, overlay) and returns focus before React has loaded, or without it.
 */
export function InfoPanel() {
  const { company } = useSiteChrome();
  // SPEC §2: a route change closes it (a page loaded without JavaScript starts with it closed anyway).
  useAfterNavigation(() => (document.getElementById(INFO_PANEL_ID) as HTMLDialogElement | null)?.close());
  return (
    <Dialog id={INFO_PANEL_ID} title="Company Info" placement="right" closeLabel="Close company info">
      <div className="space-y-8 text-sm leading-relaxed">
        <section aria-labelledby="info-about">
          <h3 id="info-about" className="mb-2 text-xs font-bold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            About Us
          </h3>
          <p className="text-slate-600 dark:text-slate-300">{company.about}</p>
        </section>

        <section aria-labelledby="info-contact">
          <h3 id="info-contact" className="mb-3 text-xs font-bold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            Contact Information
          </h3>
          <ul className="space-y-3 text-slate-700 dark:text-slate-200">
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <address className="not-italic">{company.fullAddress}</address>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <a href={company.phone.href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {company.phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <a href={`mailto:${company.email}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {company.email}
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="info-hours">
          <h3 id="info-hours" className="mb-3 text-xs font-bold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            Business Hours
          </h3>
          <dl className="space-y-2">
            {company.businessHours.map((entry) => (
              // Days and hours on one line when they fit, else the hours whole on a line of their own (not both broken in two).
              <div key={entry.days} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                <dt className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-200">
                  <Clock className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                  {entry.days}
                </dt>
                {/* Pushed right on a line of its own too, so every row's hours end at the same edge. */}
                <dd className="ml-auto text-slate-600 dark:text-slate-300">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="info-social">
          <h3 id="info-social" className="mb-3 text-xs font-bold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            Follow Us
          </h3>
          <ul className="flex gap-3">
            {company.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition-colors hover:bg-brand-600 hover:text-white dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-brand-500 dark:hover:text-slate-950"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
