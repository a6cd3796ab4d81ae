import type MarkdownIt from "markdown-it";
import { useEffect, useState } from "react";
import { MARKDOWN_OPTIONS } from "#contracts/markdown.ts";

/**
 * A legal page's Markdown as the page will show it, under its text area: parsed with markdown-it and
 * the options the server renders with (raw HTML is never passed through, unsafe links are dropped by
 * markdown-it's own check), loaded when the preview is first opened.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [open, setOpen] = useState(false);
  const [renderer, setRenderer] = useState<MarkdownIt | null>(null);

  useEffect(() => {
    if (!open || renderer) return;
    let cancelled = false;
    void import("markdown-it").then(({ default: create }) => {
      if (!cancelled) setRenderer(create({ html: MARKDOWN_OPTIONS.html, breaks: MARKDOWN_OPTIONS.breaks, linkify: MARKDOWN_OPTIONS.linkify, typographer: MARKDOWN_OPTIONS.typographer }));
    });
    return () => {
      cancelled = true;
    };
  }, [open, renderer]);

  return (
    <details className="mt-3 rounded-2xl border border-slate-200 p-4 sm:col-span-2 dark:border-slate-700" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-700 dark:text-slate-200">Preview</summary>
      {renderer ? (
        // markdown-it with html: false escapes any HTML in the text; its link check drops javascript: and data: addresses.
        <div className="post-body mt-4 max-w-none" dangerouslySetInnerHTML={{ __html: renderer.render(markdown) }} />
      ) : open ? (
        <p className="mt-4 text-sm text-slate-500">Loading the preview…</p>
      ) : null}
    </details>
  );
}
