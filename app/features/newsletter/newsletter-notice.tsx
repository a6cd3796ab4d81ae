import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import MailCheck from "lucide-react/icons/mail-check";
import MailX from "lucide-react/icons/mail-x";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

const ICONS = {
  mail: { Icon: MailCheck, className: "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200" },
  success: { Icon: CircleCheck, className: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-200" },
  goodbye: { Icon: MailX, className: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200" },
  problem: { Icon: CircleAlert, className: "bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200" },
} as const;

/** The centred card of the confirm and unsubscribe pages: an icon, the page's one <h1>, text and actions. */
export function NewsletterNotice({ icon, title, children }: { icon: keyof typeof ICONS; title: string; children: ReactNode }) {
  const { Icon, className } = ICONS[icon];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-brand-900/5 sm:p-12 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
        <span className={cn("mx-auto flex size-14 items-center justify-center rounded-2xl", className)}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-slate-900 dark:text-white">{title}</h1>
        <div className="mt-4 space-y-4 text-slate-600 dark:text-slate-300">{children}</div>
      </div>
    </section>
  );
}

/** An email address shown on these pages, set apart from the sentence around it. */
export function EmailBadge({ email }: { email: string }) {
  return (
    <p className="mx-auto w-fit max-w-full rounded-full bg-slate-100 px-4 py-1.5 font-semibold break-all text-slate-900 dark:bg-slate-800 dark:text-white">
      {email}
    </p>
  );
}
