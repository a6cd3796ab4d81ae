/** Light and dark theme (SPEC §1): stored under `theme`, else the system preference; `dark` class on <html>. */

export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs inline in <head> before the first paint, so a dark-theme visitor never sees a white flash.
 * Also marks that JavaScript runs (`js` class), which reveal-on-scroll styles depend on.
 */
export const themeBootScript = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.classList.toggle('dark',t==='dark');d.style.colorScheme=t}catch(e){}})();`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this page.
  }
}
