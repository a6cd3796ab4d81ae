import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import { MARKDOWN_OPTIONS } from "#contracts/markdown.ts";

const markdown = new MarkdownIt(MARKDOWN_OPTIONS);

/**
 * A post's Markdown as the words a reader sees, on one line: what stands in for an excerpt left empty
 * (cards, the post's header, meta descriptions, the feed). Markup goes ("## ", "**", "[text](url)" keep
 * their text), and so do images (their alt text describes a picture, it is not part of the prose).
 * Parsed with the site's own dialect, so it is what the page shows, not a guess by pattern.
 */
export function plainTextOf(source: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "image") continue;
      if (token.children) walk(token.children);
      else if (token.type === "text" || token.type === "code_inline" || token.type === "code_block" || token.type === "fence") parts.push(token.content);
      else if (token.type === "softbreak" || token.type === "hardbreak") parts.push(" ");
      // Blocks (paragraphs, headings, list items, cells) are separate words.
      if (token.block && token.nesting !== 1) parts.push(" ");
    }
  };
  walk(markdown.parse(source, {}));
  return parts.join("").replace(/\s+/g, " ").trim();
}
