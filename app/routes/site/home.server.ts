import type { AppLoadContext } from "react-router";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { homeHero } from "#app/content/home.ts";

export const HOME_HERO_LOCATION = "home/hero";

export interface HomeHeroCopy {
  headline: string;
  description: string;
}

/**
 * A content item's text as hero copy: its first line is the headline, the remaining lines (if any)
 * the description. A blank item, or one without a description, falls back to the static copy.
 */
export function heroCopyFromContent(content: string | undefined): HomeHeroCopy {
  const fallback = { headline: homeHero.headline, description: homeHero.description };
  if (!content) return fallback;
  const [first = "", ...rest] = content.replace(/\r\n?/g, "\n").split("\n");
  const headline = first.trim();
  if (!headline) return fallback;
  const description = rest.join("\n").trim();
  return { headline, description: description || fallback.description };
}

/** The hero copy for the home page: a published `home/hero` content item, else the static copy. */
export async function loadHomeHero(context: AppLoadContext): Promise<HomeHeroCopy> {
  context.dependsOn("content");
  const published = await findPublishedContent(context.services.db, [HOME_HERO_LOCATION]);
  return heroCopyFromContent(published[HOME_HERO_LOCATION]?.content);
}
