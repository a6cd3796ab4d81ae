import { Fragment } from "react";

/** Scripts our copy may quote, and the language a screen reader should read each in (the page is en-IN). */
const SCRIPTS = [
  { pattern: /\p{Script=Devanagari}/u, lang: "hi" },
  { pattern: /\p{Script=Gujarati}/u, lang: "gu" },
] as const;

/** Runs of Indian-script words (and the spaces between them), so the name "Vistaar (विस्तार)" keeps its brackets in English. */
const INDIAN_RUN = /([\p{Script=Devanagari}\p{Script=Gujarati}\p{M}]+(?:\s+[\p{Script=Devanagari}\p{Script=Gujarati}\p{M}]+)*)/u;

/**
 * Text with the words in another script marked with their language (WCAG 3.1.2, language of parts):
 * without `lang`, a screen reader reads "विस्तार" with the English voice. Text without them is returned as it is.
 */
export function LanguageParts({ text }: { text: string }) {
  const parts = text.split(INDIAN_RUN);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    const lang = index % 2 === 1 ? SCRIPTS.find((script) => script.pattern.test(part))?.lang : undefined;
    return lang ? (
      <span key={index} lang={lang}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}
