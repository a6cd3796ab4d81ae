import { PageHeaderArt } from "./page-header-art.tsx";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** A background image; without one, the site's header artwork is drawn inline. */
  image?: string;
  children?: ReactNode;
}

/** The shared page header (SPEC §2): title, optional subtitle and a background image. */
export function PageHeader({ title, subtitle, image, children }: PageHeaderProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      {image ? (
        <img
          src={image}
          alt=""
          width={1600}
          height={500}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
        />
      ) : (
        <PageHeaderArt className="opacity-60" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-900/70 to-brand-950/40" aria-hidden="true" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-pretty text-brand-100">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
