/**
 * A post's article: HTML the server rendered from its Markdown, sanitised by an allow-list, with its
 * table of contents (post-body.server.ts `articleHtml`), shown as it is. Nothing of it is drawn by
 * script, so it adds no JavaScript to the page. Its look is `.post-body` in app.css.
 */
export function PostContent({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
