import { blogPostCopy } from "#app/content/publishing.ts";
import type { TableOfContentsEntry } from "#contracts/blog.ts";

/**
 * A post's body: HTML the server rendered from its Markdown and sanitised by an allow-list
 * (post-body.server.ts), so it is shown as it is. Its look is `.post-body` in app.css.
 */
export function PostContent({ html }: { html: string }) {
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Links to the post's sub-headings (a post with three or more), indented one step for ### headings. */
export function TableOfContents({ entries }: { entries: TableOfContentsEntry[] }) {
  return (
    <nav
      aria-labelledby="contents"
      className="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="contents" className="text-sm font-bold tracking-widest text-slate-600 uppercase dark:text-slate-300">
        {blogPostCopy.contents}
      </h2>
      <ol className="mt-3 space-y-2">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-5" : undefined}>
            <a
              href={`#${entry.id}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
