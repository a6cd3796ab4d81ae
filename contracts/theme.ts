/**
 * The visitor's theme choice (SPEC §1: light or dark, kept in browser storage under `theme`; the
 * system preference when nothing is stored). It is kept in localStorage (SPEC) and in a cookie of the
 * same name, so the server can render a page in the chosen theme from its first byte, with or without
 * JavaScript (docs/decisions/022). Shared by the browser, the page renderer and the page cache.
 * Also the web-font flag, the other cookie the page script keeps for itself (docs/decisions/068).
 */

export type Theme = "light" | "dark";
export const THEMES: readonly Theme[] = ["light", "dark"];

/** localStorage key (SPEC §9) and cookie name. */
export const THEME_STORAGE_KEY = "theme";
export const THEME_COOKIE = "theme";
/** A year: the choice outlives the visit, like localStorage. */
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * `web-font=1`: this browser has fetched the web font, so pages use it from the first paint (it comes
 * from the HTTP cache; docs/decisions/035). The page script sets it; the server draws it into the page
 * (`web-font` on <html>), as it does the theme, so the script reads no cookie (docs/decisions/068).
 */
export const WEB_FONT_COOKIE = "web-font";
export const WEB_FONT_COOKIE_VALUE = "1";

/** The form that switches theme without JavaScript posts here (app/routes/site/theme.ts). */
export const THEME_FORM_ACTION = "/theme";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

function cookiePairs(header: string | undefined): Array<[string, string]> {
  // Most requests for a cached page carry no cookie at all: answer them without building anything.
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=").map((piece) => piece.trim()) as [string, string?])
    .filter(([name]) => name !== "")
    .map(([name, value = ""]) => [name, value]);
}

/** The theme a Cookie header carries, or null when it carries none (or an unknown value). */
export function themeFromCookieHeader(header: string | undefined): Theme | null {
  const value = cookiePairs(header).find(([name]) => name === THEME_COOKIE)?.[1];
  return isTheme(value) ? value : null;
}

/** True when a Cookie header says this browser has the web font. */
export function webFontFromCookieHeader(header: string | undefined): boolean {
  return cookiePairs(header).some(([name, value]) => name === WEB_FONT_COOKIE && value === WEB_FONT_COOKIE_VALUE);
}

/**
 * True when a Cookie header carries anything but a valid theme and the web-font flag: the page cache
 * answers such visitors fresh (a session, say, could change the page).
 */
export function hasCookiesBesidesThemeAndFont(header: string | undefined): boolean {
  return cookiePairs(header).some(
    ([name, value]) => !(name === THEME_COOKIE && isTheme(value)) && !(name === WEB_FONT_COOKIE && value === WEB_FONT_COOKIE_VALUE),
  );
}

/** The Set-Cookie value for a choice (also what the browser script writes to document.cookie). */
export function themeCookie(theme: Theme, secure = false): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
