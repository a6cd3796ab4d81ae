import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import sanitizeHtml from "sanitize-html";
import { blogPostCopy } from "#app/content/publishing.ts";
import { imageSrcSet, resolveImageUrl } from "#app/lib/image-url.ts";
import type { PostBody, TableOfContentsEntry } from "#contracts/blog.ts";
import { isAllowedImageUrl, isAllowedLinkUrl, MARKDOWN_OPTIONS } from "#contracts/markdown.ts";

/**
 * A post's Markdown turned into the HTML readers get (docs/decisions: post bodies in Markdown), on the
 * server only: public pages ship no Markdown code. markdown-it parses (raw HTML stays text, unsafe URLs
 * stay text); our rules add heading ids, external-link safety and image sizes; sanitize-html then lets
 * through only the elements and attributes listed below, whatever the rules above produced.
 */

/** What the site knows about an image a post shows: its pixel size, and its alt text from the media library. */
export interface ImageFacts {
  width: number;
  height: number;
  /** The media library's alt text; empty when it has none. */
  alt: string;
}

/** Looks up the images of ours among `urls` (e.g. `/uploads/<hash>.webp`); unknown ones are left out. */
export type DescribeImages = (urls: string[]) => Promise<Map<string, ImageFacts>>;

export interface RenderOptions {
  /** Sizes and alt texts of the images the post shows. */
  describeImages: DescribeImages;
  /** This site's origin (PUBLIC_URL): absolute links to it are internal links. */
  siteOrigin: string;
}

/** A post with at least this many sub-headings (## and ###) gets a table of contents. */
export const TABLE_OF_CONTENTS_MIN_HEADINGS = 3;

/**
 * Ids the pages around a post already use: a heading called "Main" or "Keep reading" must not take them
 * (the skip link and the related posts' heading point there).
 */
const RESERVED_IDS = ["main", "mobile-menu", "footer-heading", "keep-reading", "contents", "info-about", "info-contact", "info-hours", "info-social"];

/** The demo artwork in public/images/{blog,portfolio} is 1200×675 (scripts/artwork/publishing.mjs). */
const ARTWORK = /^\/images\/(blog|portfolio)\/[a-z0-9-]+\.webp$/;
const ARTWORK_FACTS = { width: 1200, height: 675, alt: "" } as const;

interface RenderEnv {
  slugger: GithubSlugger;
  toc: TableOfContentsEntry[];
  images: Map<string, ImageFacts>;
  siteOrigin: string;
}

const markdown = new MarkdownIt(MARKDOWN_OPTIONS);
// Links and images whose address is not allowed (javascript:, data:, vbscript:, file:…) are left as the text that was typed.
markdown.validateLink = (url) => isAllowedLinkUrl(url) || isAllowedImageUrl(url);
markdown.core.ruler.push("post_structure", (state) => {
  const env = state.env as RenderEnv;
  state.tokens.forEach((token, index) => {
    if (token.type === "heading_open") nameHeading(state.tokens, index, env);
    if (token.type === "inline" && token.children) markExternalLinks(token.children, env.siteOrigin, state.Token);
  });
});
markdown.renderer.rules.image = (tokens, index, options, env: RenderEnv, renderer) => {
  const token = tokens[index]!;
  const src = token.attrGet("src") ?? "";
  const typedAlt = renderer.renderInlineAsText(token.children ?? [], options, env);
  if (!isAllowedImageUrl(src)) return markdown.utils.escapeHtml(typedAlt);
  const facts = env.images.get(src) ?? (ARTWORK.test(src) ? ARTWORK_FACTS : undefined);
  // An empty alt marks a decorative image; otherwise the media library's alt text, kept up to date there, wins.
  const alt = typedAlt === "" ? "" : facts?.alt || typedAlt;
  const srcset = imageSrcSet(src);
  const attributes: Array<[string, string | number]> = [
    ["src", resolveImageUrl(src)],
    ["alt", alt],
    ...(token.attrGet("title") ? [["title", token.attrGet("title")!] as [string, string]] : []),
    ...(facts ? [["width", facts.width], ["height", facts.height]] as Array<[string, number]> : []),
    ...(srcset ? [["srcset", srcset], ["sizes", "(min-width: 768px) 720px, 100vw"]] as Array<[string, string]> : []),
    ["loading", "lazy"],
    ["decoding", "async"],
  ];
  return `<img ${attributes.map(([name, value]) => `${name}="${markdown.utils.escapeHtml(String(value))}"`).join(" ")}>`;
};
markdown.renderer.rules.external_link_note = () => '<span class="sr-only"> (opens in a new tab)</span>';
// Wide tables scroll sideways inside the article instead of widening the page on a phone.
markdown.renderer.rules.table_open = () => '<div class="post-table"><table>\n';
markdown.renderer.rules.table_close = () => "</table></div>\n";

/** The one list of what may reach a reader's browser. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "h2", "h3", "h4", "h5", "h6", "strong", "em", "s", "a", "ul", "ol", "li", "blockquote",
    "code", "pre", "hr", "div", "table", "thead", "tbody", "tr", "th", "td", "img", "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
    h2: ["id"], h3: ["id"], h4: ["id"], h5: ["id"], h6: ["id"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
    code: ["class"],
    span: ["class"],
    div: ["class"],
  },
  allowedClasses: { span: ["sr-only"], div: ["post-table"], code: ["language-*"] },
  allowedStyles: { th: { "text-align": [/^(left|right|center)$/] }, td: { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
};

/** The post's HTML (sanitised) and its table of contents (empty below three sub-headings). */
export async function renderPostBody(source: string, options: RenderOptions): Promise<PostBody> {
  const slugger = new GithubSlugger();
  for (const id of RESERVED_IDS) slugger.slug(id);
  const env: RenderEnv = { slugger, toc: [], images: new Map(), siteOrigin: options.siteOrigin.replace(/\/+$/, "") };
  const tokens = markdown.parse(source, env);
  const imageUrls = [...new Set(imageSources(tokens))];
  if (imageUrls.length > 0) env.images = await options.describeImages(imageUrls);
  const html = sanitizeHtml(markdown.renderer.render(tokens, markdown.options, env), SANITIZE_OPTIONS);
  return { html, toc: env.toc.length >= TABLE_OF_CONTENTS_MIN_HEADINGS ? env.toc : [] };
}

/** Every image address in the post, as written. */
function imageSources(tokens: Token[]): string[] {
  return tokens.flatMap((token) =>
    (token.children ?? []).filter((child) => child.type === "image").map((child) => child.attrGet("src") ?? ""),
  );
}

/**
 * A heading's id (GitHub's rule: lower case, punctuation dropped, spaces to hyphens, repeats numbered)
 * and its level: `#` becomes a sub-heading (h2), since the post's title is the page's only h1.
 */
function nameHeading(tokens: Token[], index: number, env: RenderEnv) {
  const open = tokens[index]!;
  const inline = tokens[index + 1]!;
  const close = tokens[index + 2]!;
  if (open.tag === "h1") open.tag = close.tag = "h2";
  const text = (inline.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("")
    .trim();
  const id = env.slugger.slug(text) || env.slugger.slug("section");
  open.attrSet("id", id);
  if (open.tag === "h2" || open.tag === "h3") env.toc.push({ id, text, level: open.tag === "h2" ? 2 : 3 });
}

/** Links to other sites open in a new tab, without giving that page a handle on ours, and say so to screen readers. */
function markExternalLinks(children: Token[], siteOrigin: string, TokenClass: typeof Token) {
  for (let index = 0; index < children.length; index++) {
    const token = children[index]!;
    if (token.type !== "link_open" || !isExternal(token.attrGet("href") ?? "", siteOrigin)) continue;
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
    const close = matchingClose(children, index);
    children.splice(close, 0, new TokenClass("external_link_note", "", 0));
  }
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== siteOrigin;
  } catch {
    return true;
  }
}

function matchingClose(children: Token[], openIndex: number): number {
  let depth = 0;
  for (let index = openIndex; index < children.length; index++) {
    if (children[index]!.type === "link_open") depth++;
    if (children[index]!.type === "link_close" && --depth === 0) return index;
  }
  return children.length;
}

/**
 * The article as the page shows it: the table of contents (links to the sub-headings, ### indented),
 * when there is one, then the body. Rendered here as HTML, so the public page ships no component for it.
 */
export function articleHtml(body: PostBody): string {
  const escape = markdown.utils.escapeHtml;
  const toc =
    body.toc.length === 0
      ? ""
      : '<nav aria-labelledby="contents" class="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">' +
        `<h2 id="contents" class="text-sm font-bold tracking-widest text-slate-600 uppercase dark:text-slate-300">${escape(blogPostCopy.contents)}</h2>` +
        '<ol class="mt-3 space-y-2">' +
        body.toc
          .map(
            (entry) =>
              `<li${entry.level === 3 ? ' class="pl-5"' : ""}><a href="#${escape(entry.id)}" class="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">${escape(entry.text)}</a></li>`,
          )
          .join("") +
        "</ol></nav>";
  return `${toc}<div class="post-body">${body.html}</div>`;
}
