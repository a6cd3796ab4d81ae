import { describe, expect, it } from "vitest";
import { keepUsedIconSymbols } from "./used-icon-symbols.server.ts";

const page = (body: string) =>
  `<body><svg class="hidden" aria-hidden="true">` +
  `<symbol id="icon-mail" viewBox="0 0 24 24"><path d="M1 1"></path></symbol>` +
  `<symbol id="icon-rocket" viewBox="0 0 24 24"><path d="M2 2"></path><circle r="1"></circle></symbol>` +
  `<symbol id="icon-users" viewBox="0 0 24 24"><path d="M3 3"></path></symbol>` +
  `</svg>${body}</body>`;

describe("an islands page's icon symbols", () => {
  it("keeps the symbols the page draws and drops the rest", () => {
    const html = keepUsedIconSymbols(page(`<svg><use href="#icon-rocket"></use></svg><svg><use href="#icon-mail"></use></svg>`));
    expect(html).toContain(`<symbol id="icon-mail" viewBox="0 0 24 24"><path d="M1 1"></path></symbol>`);
    expect(html).toContain(`<symbol id="icon-rocket" viewBox="0 0 24 24"><path d="M2 2"></path><circle r="1"></circle></symbol>`);
    expect(html).not.toContain("icon-users");
  });

  it("leaves an empty sprite on a page that draws none, and the rest of the page as it was", () => {
    expect(keepUsedIconSymbols(page("<p>Hello</p>"))).toBe(`<body><svg class="hidden" aria-hidden="true"></svg><p>Hello</p></body>`);
  });
});
