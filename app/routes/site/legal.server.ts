import type { AppLoadContext } from "react-router";
import { describeUploadedImages } from "#server/modules/media/service.ts";
import { renderPostBody } from "#app/features/blog/post-body.server.ts";
import { loadLegal } from "#app/lib/site-content.server.ts";
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from "#contracts/site-legal-pages.ts";

export interface LegalPageData {
  title: string;
  description: string;
  path: string;
  /** The page's Markdown as sanitised HTML, rendered here with the posts' renderer (no Markdown code reaches the browser). */
  html: string;
  /** YYYY-MM-DD of the last change. */
  updatedOn: string;
}

/** /privacy or /terms (any letter case); null for a page staff deleted, or any other path. */
export async function loadLegalPageData(context: AppLoadContext, pathname: string): Promise<LegalPageData | null> {
  const slug = pathname.split("/").filter(Boolean).at(-1)?.toLowerCase();
  if (!slug || !(LEGAL_PAGE_SLUGS as readonly string[]).includes(slug)) return null;
  const page = await loadLegal(context, slug as LegalPageSlug);
  if (!page) return null;
  const { db, config } = context.services;
  const body = await renderPostBody(page.body, { describeImages: (urls) => describeUploadedImages(db, urls), siteOrigin: config.publicUrl });
  return {
    title: page.title,
    description: page.description,
    path: `/${page.slug}`,
    html: body.html,
    updatedOn: page.updatedAt.toISOString().slice(0, 10),
  };
}
