import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { contactPage } from "#app/content/contact-page.ts";
import { useCompany } from "#app/lib/company.ts";

const copy = contactPage.details;

function DetailCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900 dark:text-white">{label}</h3>
        <div className="mt-1 text-slate-600 dark:text-slate-300">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-medium break-words text-brand-700 hover:underline dark:text-brand-300";

/** The Contact page's details block: address, phone, email and business hours, from the company details (the site layout loads them). */
export function ContactDetails() {
  const company = useCompany();
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{copy.heading}</h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <ul className="mt-8 grid gap-4">
        <DetailCard icon={<MapPin className="size-5" aria-hidden="true" />} label={copy.addressLabel}>
          <address className="not-italic">{company.fullAddress}</address>
        </DetailCard>
        <DetailCard icon={<Phone className="size-5" aria-hidden="true" />} label={copy.phoneLabel}>
          <a href={company.phone.href} className={linkClass}>
            {company.phone.display}
          </a>
        </DetailCard>
        <DetailCard icon={<Mail className="size-5" aria-hidden="true" />} label={copy.emailLabel}>
          <a href={`mailto:${company.email}`} className={linkClass}>
            {company.email}
          </a>
        </DetailCard>
        <DetailCard icon={<Clock className="size-5" aria-hidden="true" />} label={copy.hoursLabel}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {company.businessHours.map((entry) => (
              <div key={entry.days} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{entry.days}</dt>
                <dd className="font-medium text-slate-700 dark:text-slate-200">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </DetailCard>
      </ul>
    </div>
  );
}
