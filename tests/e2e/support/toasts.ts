import type { BrowserContext, Page } from "playwright-core";

/**
 * Toasts as a visitor sees them, without missing one on a loaded machine.
 *
 * A success toast is on screen for 2 s (react-hot-toast's default, SPEC §9), and less when the page
 * renders it late: react-hot-toast counts from the moment the toast was asked for. On a two-core CI
 * runner busy with uploads and a second test file, Playwright's checks of a locator can be further
 * apart than that, and a toast that was shown was reported as never shown. So every page records each
 * toast the moment React puts it in the document (a MutationObserver runs within that same task), and
 * `toast()` waits for a recorded one that it has not already counted.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    interface Shown {
      text: string;
      counted: boolean;
    }
    const shown: Shown[] = [];
    const lastText = new WeakMap<Element, string>();
    (window as unknown as { __toastsShown: Shown[] }).__toastsShown = shown;
    new MutationObserver(() => {
      // react-hot-toast renders each toast's message as a live region with role="status".
      for (const region of document.querySelectorAll("[role=status][aria-live]")) {
        const text = region.textContent?.trim() ?? "";
        if (text === "" || lastText.get(region) === text) continue;
        lastText.set(region, text);
        shown.push({ text, counted: false });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until the page has shown a toast containing `text` (one not already waited for by an earlier
 * call, so the same message shown twice has to be shown twice).
 */
export async function toast(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page
    .waitForFunction(
      (wanted) => {
        const shown = (window as unknown as { __toastsShown?: Array<{ text: string; counted: boolean }> }).__toastsShown ?? [];
        const match = shown.find((entry) => !entry.counted && entry.text.includes(wanted));
        if (match) match.counted = true;
        return match !== undefined;
      },
      text,
      { timeout },
    )
    .catch(async (error: Error) => {
      const shown = await page
        .evaluate(() => (window as unknown as { __toastsShown?: Array<{ text: string }> }).__toastsShown?.map((entry) => entry.text) ?? [])
        .catch(() => []);
      throw new Error(
        `No toast saying "${text}" was shown within ${timeout / 1000} s (${error.message.split("\n")[0]}). Toasts shown: ${JSON.stringify(shown)}`,
      );
    });
}
