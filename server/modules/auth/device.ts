import Bowser from "bowser";

/**
 * "Chrome on Windows" from a user agent, for the sessions list ("where you're signed in"). Bowser reads
 * the user agent (docs/decisions/063-user-agents-read-by-bowser.md); here its names are made short:
 * "Edge", not "Microsoft Edge"; "Samsung Internet", not "Samsung Internet for Android". Chrome without a
 * window (automation, scripts) says so: "Headless Chrome". Anything Bowser does not know is "Unknown
 * browser", or "Browser on Linux" when the system is known.
 */
const BROWSER_NAMES: Record<string, string> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  "Opera Touch": "Opera",
  "Opera Coast": "Opera",
  Miui: "Mi Browser",
  // Bowser's fallback names an unknown browser by the user agent's first word: "Mozilla" says nothing.
  Mozilla: "",
};

const SYSTEM_NAMES: Record<string, string> = {
  "Chrome OS": "ChromeOS",
};

const nameOf = (names: Record<string, string>, name: string | undefined) => (name ? (Object.hasOwn(names, name) ? names[name] : name) : undefined);

export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  const named = /\bHeadlessChrome\//.test(userAgent) ? "Headless Chrome" : nameOf(BROWSER_NAMES, browser.name) || (/^curl\//.test(userAgent) ? "curl" : undefined);
  const system = nameOf(SYSTEM_NAMES, os.name) || undefined;
  if (named && system) return `${named} on ${system}`;
  return named ?? (system ? `Browser on ${system}` : "Unknown browser");
}
