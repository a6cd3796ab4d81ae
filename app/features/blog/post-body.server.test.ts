import { describe, expect, it } from "vitest";
import { type DescribeImages, type ImageFacts, renderPostBody } from "./post-body.server.ts";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef.webp";
const noImages: DescribeImages = async () => new Map();
const render = (source: string, describeImages: DescribeImages = noImages) =>
  renderPostBody(source, { describeImages, siteOrigin: SITE_ORIGIN });
/** The site's own address and another site's, both names that never resolve (RFC 2606). */
const SITE_ORIGIN = "https://www.vistaar.example";
const OTHER_SITE = "https://partner.example/";
const html = async (source: string, describeImages?: DescribeImages) => (await render(source, describeImages)).html;
/** Every attribute name in some HTML's tags. */
const attributeNames = (markup: string) =>
  [...markup.matchAll(/<[a-z][^>]*>/g)].flatMap(([tag]) => [...tag.matchAll(/\s([a-z-]+)="[^"]*"/g)].map((match) => match[1]!));
/** The elements in some HTML, in order. */
const tags = (markup: string) => [...markup.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]);

describe("post bodies: every Markdown construct", () => {
  it("paragraphs, and a single line break inside one (SPEC: line breaks preserved)", async () => {
    expect(await html("First line\nsecond line\n\nNext paragraph")).toBe("<p>First line<br />\nsecond line</p>\n<p>Next paragraph</p>\n");
  });

  it("sub-headings ## to #### with stable ids; # becomes a sub-heading under the post's title", async () => {
    const out = await html("# Why local SEO\n\n## Start with your profile\n\n### Photos & reviews\n\n#### Step 1\n\n## Start with your profile");
    expect(out).toContain('<h2 id="why-local-seo">Why local SEO</h2>');
    expect(out).toContain('<h2 id="start-with-your-profile">Start with your profile</h2>');
    expect(out).toContain('<h3 id="photos--reviews">Photos &amp; reviews</h3>');
    expect(out).toContain('<h4 id="step-1">Step 1</h4>');
    expect(out).toContain('<h2 id="start-with-your-profile-1">Start with your profile</h2>');
    expect(out).not.toContain("<h1");
  });

  it("never gives a heading an id the page already uses", async () => {
    expect(await html("## Main\n\n## Keep reading")).toBe('<h2 id="main-1">Main</h2>\n<h2 id="keep-reading-1">Keep reading</h2>\n');
  });

  it("bold, italic, strikethrough, inline code", async () => {
    expect(await html("**bold** *italic* _also_ ~~gone~~ `npm start`")).toBe(
      "<p><strong>bold</strong> <em>italic</em> <em>also</em> <s>gone</s> <code>npm start</code></p>\n",
    );
  });

  it("ordered and unordered lists, nested", async () => {
    expect(await html("- one\n- two\n  1. first\n  2. second")).toBe(
      "<ul>\n<li>one</li>\n<li>two\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n</li>\n</ul>\n",
    );
    expect(await html("3. three\n4. four")).toBe('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>\n');
  });

  it("block quotes, code blocks, horizontal rules", async () => {
    expect(await html("> Quoted\n> words")).toBe("<blockquote>\n<p>Quoted<br />\nwords</p>\n</blockquote>\n");
    expect(await html("```js\nconst a = '<b>';\n```")).toBe('<pre><code class="language-js">const a = \'&lt;b&gt;\';\n</code></pre>\n');
    expect(await html("above\n\n---\n\nbelow")).toBe("<p>above</p>\n<hr />\n<p>below</p>\n");
  });

  it("tables (GFM), with alignment, scrolling inside the article", async () => {
    expect(await html("| Plan | Price |\n|:-----|------:|\n| Local | ₹20,000 |")).toBe(
      '<div class="post-table"><table>\n<thead>\n<tr>\n<th style="text-align:left">Plan</th>\n<th style="text-align:right">Price</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align:left">Local</td>\n<td style="text-align:right">₹20,000</td>\n</tr>\n</tbody>\n</table></div>\n',
    );
  });

  it("links: on this site as they are; elsewhere in a new tab, safely, saying so", async () => {
    expect(await html("[our SEO service](/services/digital-branding/seo)")).toBe('<p><a href="/services/digital-branding/seo">our SEO service</a></p>\n');
    expect(await html(`[home](${SITE_ORIGIN}/about)`)).toBe(`<p><a href="${SITE_ORIGIN}/about">home</a></p>\n`);
    expect(await html(`[Partner](${OTHER_SITE} "Search")`)).toBe(
      `<p><a href="${OTHER_SITE}" title="Search" target="_blank" rel="noopener noreferrer">Partner<span class="sr-only"> (opens in a new tab)</span></a></p>\n`,
    );
    expect(await html("Mail [us](mailto:hello@vistaar.example), see https://example.com")).toBe(
      '<p>Mail <a href="mailto:hello@vistaar.example">us</a>, see <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com<span class="sr-only"> (opens in a new tab)</span></a></p>\n',
    );
  });

  it("images: lazy, with alt text; ours with their size and smaller copies", async () => {
    expect(await html("![A chart](https://cdn.example.com/chart.png)")).toBe(
      '<p><img src="https://cdn.example.com/chart.png" alt="A chart" loading="lazy" decoding="async" /></p>\n',
    );
    expect(await html("![Map pack](/images/blog/local-seo.webp)")).toBe(
      '<p><img src="/images/blog/local-seo.webp" alt="Map pack" width="1200" height="675" srcset="/images/blog/local-seo-480.webp 480w, /images/blog/local-seo-960.webp 960w, /images/blog/local-seo.webp 1200w" sizes="(min-width: 768px) 720px, 100vw" loading="lazy" decoding="async" /></p>\n',
    );
  });

  it("uploaded images take their size and alt text from the media library; an empty alt stays decorative", async () => {
    const asked: string[][] = [];
    const library: DescribeImages = async (urls) => {
      asked.push(urls);
      return new Map<string, ImageFacts>([[UPLOAD, { width: 1600, height: 900, alt: "Team at the Anand office" }]]);
    };
    const out = await html(`![photo](${UPLOAD})\n\n![](${UPLOAD})\n\n![x](${UPLOAD})`, library);
    expect(asked).toEqual([[UPLOAD]]);
    expect(out).toContain(`<img src="${UPLOAD}" alt="Team at the Anand office" width="1600" height="900" srcset=`);
    expect(out).toContain(`<img src="${UPLOAD}" alt="" width="1600" height="900"`);
    expect(out.match(/alt="Team at the Anand office"/g)).toHaveLength(2);
  });

  it("lists three or more sub-headings (## and ###) as a table of contents; fewer get none", async () => {
    const { toc } = await render("## One\n\ntext\n\n### One point one\n\n#### Not listed\n\n## Two");
    expect(toc).toEqual([
      { id: "one", text: "One", level: 2 },
      { id: "one-point-one", text: "One point one", level: 3 },
      { id: "two", text: "Two", level: 2 },
    ]);
    expect((await render("## One\n\n## Two")).toc).toEqual([]);
  });
});

describe("post bodies: hostile input", () => {
  it("shows raw HTML as the text typed, never as markup (script tags, event attributes, iframes, styles)", async () => {
    const out = await html('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> <b onclick="x()">bold</b>\n\n<iframe srcdoc="x"></iframe><style>body{display:none}</style>');
    expect(out).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Hi &lt;img src=x onerror="alert(1)"&gt; &lt;b onclick="x()"&gt;bold&lt;/b&gt;</p>\n<p>&lt;iframe srcdoc="x"&gt;&lt;/iframe&gt;&lt;style&gt;body{display:none}&lt;/style&gt;</p>\n',
    );
    expect(tags(out)).toEqual(["p", "p", "p"]);
  });

  it("leaves javascript:, data:, vbscript: and file: links and images as plain text", async () => {
    for (const url of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:msgbox", "file:///etc/passwd", "data:image/png;base64,iVBOR"]) {
      const out = await html(`[click](${url}) ![pic](${url}) <${url}>`);
      expect(out, url).not.toMatch(/<a |<img /);
    }
    expect(await html("[x](javascript:alert(1))")).toBe("<p>[x](javascript:alert(1))</p>\n");
  });

  it("escapes what a link or image carries, so nothing breaks out of its attribute", async () => {
    const out = await html('[a](/x" onmouseover="alert(1)) ![b" onerror="alert(1)](/images/blog/local-seo.webp)');
    expect(attributeNames(out).filter((name) => name.startsWith("on"))).toEqual([]);
    expect(out).toContain('alt="b&quot; onerror=&quot;alert(1)"');
  });

  it("shows HTML comments as typed text, hiding nothing", async () => {
    expect(await html("Before <!-- a hidden note --> after\n\n<!--\nblock\n-->")).toBe(
      "<p>Before &lt;!-- a hidden note --&gt; after</p>\n<p>&lt;!--<br />\nblock<br />\n--&gt;</p>\n",
    );
  });

  it("renders a malformed table as text, and a ragged one with empty cells", async () => {
    expect(await html("| a | b |\n| -- x |\n| 1 | 2 |")).toBe("<p>| a | b |<br />\n| -- x |<br />\n| 1 | 2 |</p>\n");
    const ragged = await html("| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 | <script> |");
    expect(ragged).toContain("<td>1</td>\n<td></td>");
    expect(ragged).not.toContain("<script");
  });

  it("answers a huge or deeply nested input without failing", async () => {
    const nested = `${"[".repeat(2000)}\n\n${">".repeat(500)} deep\n\n${"- ".repeat(300)}x`;
    const { html: out } = await render(nested);
    // markdown-it stops nesting at 100 levels; what is deeper is dropped rather than overflowing the stack.
    expect(out.match(/<blockquote>/g)!.length).toBeLessThanOrEqual(100);
    expect(out).toContain("[".repeat(2000));
  });
});
