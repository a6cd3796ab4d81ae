/**
 * A post's text with its line breaks kept (SPEC §2): blank lines start paragraphs, single line breaks
 * stay line breaks. Rendered as text, never as HTML, so nothing in a post can run in a reader's browser.
 */
export function PostContent({ content }: { content: string }) {
  const paragraphs = content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-6 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line text-pretty">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
