import { HIGHLIGHT_END, HIGHLIGHT_START, type SnippetPart } from "#contracts/search-constants.ts";

/**
 * A search result's snippet, as a search engine shows one (docs/decisions/060-search-snippets.md): a
 * passage of whole words, from the start of a sentence where one is near, with the most different words
 * searched for, "… " before it unless it starts the page's text and " …" after it unless it ends it. The
 * database marks the matches in a window of the page's text (`ts_headline` with HighlightAll, so these
 * are its matches exactly); the passage is chosen here. A window without a match (the words are only in
 * the title or keywords, or the window was started by a word that merely begins like one searched for)
 * gives the page's opening: its summary, like a search engine's description.
 */

export interface SnippetSource {
  /** The window's text with every match between HIGHLIGHT_START and HIGHLIGHT_END. */
  headline: string;
  /** The window begins where the page's text begins. */
  atStart: boolean;
  /** The window reaches the end of the page's text. */
  atEnd: boolean;
  /** The opening of the page's text (`OPENING_CHARS` characters, plain), when the window does not begin there. */
  opening: string | null;
}

/** How much of the text's opening the database sends for a window without a match, in characters. */
export const OPENING_CHARS = 300;
/** A snippet's length at most, in characters, without its ellipses (about 30 words). */
export const SNIPPET_MAX_CHARS = 200;
/** A snippet that ends at the end of a sentence is at least this long; a shorter one ends at a word. */
const SENTENCE_END_MIN_CHARS = 100;
/** A snippet starts at the start of the sentence with its first match if that is at most this far before it… */
const SENTENCE_LEAD_MAX_CHARS = 80;
/** …otherwise a few words before the match. */
const WORD_LEAD_CHARS = 40;

export const ELLIPSIS = "…";

interface Mark {
  start: number;
  end: number;
  word: string;
}

interface Passage {
  start: number;
  end: number;
}

/** The snippet's text runs: the passage, its matches marked, with the ellipses it needs. */
export function snippetOf(source: SnippetSource): SnippetPart[] {
  let { text, marks } = readHeadline(source.headline);
  let { atStart, atEnd } = source;
  if (!atEnd) {
    // The window's last word may be cut: it ends at the last whole word.
    text = withoutLastWord(text);
    marks = marks.filter((mark) => mark.end <= text.length);
  }
  if (marks.length === 0 && source.opening !== null) {
    text = source.opening;
    atStart = true;
    atEnd = codePoints(source.opening) < OPENING_CHARS;
    if (!atEnd) text = withoutLastWord(text);
  }
  text = text.trimEnd();
  const bounds = boundariesOf(text, atStart);
  const passage = marks.length === 0 ? passageFrom(text, bounds, 0) : bestPassage(text, bounds, marks);
  return partsOf(text, marks, passage, { before: !(atStart && passage.start === 0), after: !(atEnd && passage.end === text.length) });
}

/** The headline's text without its markers (and leading spaces), and where its matches are. */
function readHeadline(headline: string): { text: string; marks: Mark[] } {
  const pieces: string[] = [];
  let length = 0;
  const marks: Mark[] = [];
  const add = (piece: string) => {
    pieces.push(piece);
    length += piece.length;
  };
  for (const [index, piece] of headline.split(HIGHLIGHT_START).entries()) {
    const at = index === 0 ? -1 : piece.indexOf(HIGHLIGHT_END);
    if (at > 0) {
      const word = piece.slice(0, at);
      marks.push({ start: length, end: length + word.length, word: word.toLowerCase() });
      add(word);
    }
    const rest = (at >= 0 ? piece.slice(at + HIGHLIGHT_END.length) : piece).replaceAll(HIGHLIGHT_END, "");
    add(length === 0 ? rest.trimStart() : rest);
  }
  return { text: pieces.join(""), marks };
}

/** A text's length in characters as the database counts them (code points). */
function codePoints(text: string): number {
  let count = text.length;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0xdc00 && code <= 0xdfff) count--;
  }
  return count;
}

const isSpace = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code === 32 || (code >= 9 && code <= 13) || code === 160;
};

/** The text up to its last space (all of it if it has none). */
function withoutLastWord(text: string): string {
  let at = text.length - 1;
  while (at > 0 && !isSpace(text, at)) at--;
  return at > 0 ? text.slice(0, at) : text;
}

/** Where, in a text, sentences start and end and words start and end (ascending): found once for every candidate. */
interface Boundaries {
  length: number;
  /** The text's start (when it is the page's), and after a full stop, question or exclamation mark, or ellipsis. */
  sentenceStarts: number[];
  /** Just after such a mark (and any closing quotes or brackets) where a space follows. */
  sentenceEnds: number[];
  wordStarts: number[];
  /** Just after a word, where a space follows. */
  wordEnds: number[];
}

/** . ! ? … */
const SENTENCE_END = [46, 33, 63, 8230];
/** " ' ” ’ ) ] */
const CLOSING = [34, 39, 8221, 8217, 41, 93];

function boundariesOf(text: string, atStart: boolean): Boundaries {
  const found: Boundaries = { length: text.length, sentenceStarts: atStart ? [0] : [], sentenceEnds: [], wordStarts: [0], wordEnds: [] };
  let sentenceEnded = false;
  let spaceBefore = isSpace(text, 0);
  for (let at = 1; at < text.length; at++) {
    const space = isSpace(text, at);
    if (space && !spaceBefore) {
      found.wordEnds.push(at);
      let last = at - 1;
      while (last > 0 && CLOSING.includes(text.charCodeAt(last))) last--;
      sentenceEnded = SENTENCE_END.includes(text.charCodeAt(last));
      if (sentenceEnded) found.sentenceEnds.push(at);
    } else if (!space && spaceBefore) {
      found.wordStarts.push(at);
      if (sentenceEnded) found.sentenceStarts.push(at);
    }
    spaceBefore = space;
  }
  return found;
}

/** How many of the ascending `positions` are at most `at`. */
function countAtMost(positions: number[], at: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (positions[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The last of the ascending `positions` that is at most `at` (undefined if none). */
const lastAtMost = (positions: number[], at: number): number | undefined => positions[countAtMost(positions, at) - 1];
/** The first of the ascending `positions` that is at least `at` (undefined if none). */
const firstAtLeast = (positions: number[], at: number): number | undefined => positions[countAtMost(positions, at - 1)];

/** The passage with the most different words found (then the most matches, then the earliest). */
function bestPassage(text: string, bounds: Boundaries, marks: Mark[]): Passage {
  const wordIds = new Map<string, number>();
  const ids = marks.map((mark) => wordIds.get(mark.word) ?? wordIds.set(mark.word, wordIds.size).get(mark.word)!);
  const seen = new Array<number>(wordIds.size).fill(-1);
  const tried = new Set<number>();
  let best = { passage: { start: 0, end: 0 }, words: -1, count: 0 };
  const consider = (start: number, after: number) => {
    if (tried.has(start)) return;
    tried.add(start);
    const passage = passageFrom(text, bounds, start, after);
    let words = 0;
    let count = 0;
    for (let index = 0; index < marks.length; index++) {
      const other = marks[index]!;
      if (other.start < passage.start || other.end > passage.end) continue;
      count++;
      if (seen[ids[index]!] !== start) {
        seen[ids[index]!] = start;
        words++;
      }
    }
    if (words > best.words || (words === best.words && count > best.count)) best = { passage, words, count };
  };
  for (const mark of marks) {
    // From the start of the match's sentence if it is near, and from a few words before the match.
    const sentenceStart = lastAtMost(bounds.sentenceStarts, mark.start);
    if (sentenceStart !== undefined && mark.start - sentenceStart <= SENTENCE_LEAD_MAX_CHARS) consider(sentenceStart, mark.end);
    consider(Math.min(firstAtLeast(bounds.wordStarts, mark.start - WORD_LEAD_CHARS) ?? mark.start, mark.start), mark.end);
  }
  const { start, end } = best.passage;
  if (end === text.length && end - start < SNIPPET_MAX_CHARS && start > 0) {
    // Near the end of the text: what comes before fills the snippet, from a sentence's start if one fits.
    const earlier = firstAtLeast(bounds.sentenceStarts, end - SNIPPET_MAX_CHARS) ?? firstAtLeast(bounds.wordStarts, end - SNIPPET_MAX_CHARS) ?? start;
    return { start: Math.min(earlier, start), end };
  }
  return best.passage;
}

/**
 * The passage from `start`: to the end of the text if it is near, or to the last end of a sentence within
 * SNIPPET_MAX_CHARS (when that keeps it at least SENTENCE_END_MIN_CHARS long and after `after`), or
 * to the last whole word within it.
 */
function passageFrom(text: string, bounds: Boundaries, start: number, after = start): Passage {
  const limit = start + SNIPPET_MAX_CHARS;
  if (bounds.length <= limit) return { start, end: bounds.length };
  const sentenceEnd = lastAtMost(bounds.sentenceEnds, limit);
  if (sentenceEnd !== undefined && sentenceEnd - start >= SENTENCE_END_MIN_CHARS && sentenceEnd >= after) return { start, end: sentenceEnd };
  const wordEnd = lastAtMost(bounds.wordEnds, limit);
  let end = wordEnd !== undefined && wordEnd > start && wordEnd >= after ? wordEnd : Math.max(limit, after);
  // A passage cut inside a sentence does not end on a comma, colon or dash before its ellipsis.
  while (end > after && (isSpace(text, end - 1) || ",;:–—-".includes(text[end - 1]!))) end--;
  return { start, end };
}

function partsOf(text: string, marks: Mark[], passage: Passage, ellipses: { before: boolean; after: boolean }): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const add = (value: string, mark: boolean) => {
    if (value === "") return;
    const last = parts.at(-1);
    if (last && !last.mark && !mark) last.text += value;
    else parts.push({ text: value, mark });
  };
  if (ellipses.before) add(`${ELLIPSIS} `, false);
  let at = passage.start;
  for (const mark of marks) {
    if (mark.start < passage.start || mark.end > passage.end) continue;
    add(text.slice(at, mark.start), false);
    add(text.slice(mark.start, mark.end), true);
    at = mark.end;
  }
  add(text.slice(at, passage.end), false);
  if (ellipses.after) add(` ${ELLIPSIS}`, false);
  return parts;
}
