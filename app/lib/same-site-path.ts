/**
 * A path on this site to send a visitor to, or `fallback`: never an open redirect. Judged after the
 * browser's own normalising: tabs and line breaks are dropped (`/<tab>/evil.example` is
 * `//evil.example`), dot segments resolve (`/.//evil.example`, `/admin/../%5Cevil.example`), and two
 * leading slashes of either kind, encoded or not, name a host. What comes back is the normalised form,
 * percent-encoded, so it is also always a valid `Location` header.
 */
export function sameSitePath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith("/") || /^[/\\]{2}/.test(target)) return fallback;
  try {
    const base = "http://placeholder.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const path = url.pathname;
    if (/^\/(?:[/\\]|%2f|%5c)/i.test(path)) return fallback;
    const normalised = `${path}${url.search}${url.hash}`;
    return new URL(normalised, base).origin === base ? normalised : fallback;
  } catch {
    return fallback;
  }
}
