import type { ReactNode } from "react";

/** The call-to-action band that closes a service page. */
export function ClosingCta({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-24">
      <div
        data-reveal
        className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-fuchsia-800 px-6 py-14 text-center text-white shadow-2xl shadow-brand-900/20 sm:px-14 sm:py-16"
      >
        <svg className="absolute inset-0 -z-10 size-full" aria-hidden="true" preserveAspectRatio="xMidYMid slice" viewBox="0 0 800 400">
          <circle cx="720" cy="40" r="160" fill="#fff" opacity="0.06" />
          <circle cx="60" cy="380" r="200" fill="#fff" opacity="0.05" />
          <circle cx="720" cy="40" r="60" fill="#fb923c" opacity="0.35" />
        </svg>
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
