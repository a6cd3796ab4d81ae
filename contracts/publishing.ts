/** Words and checks shared by blog posts and portfolio items, without Zod (safe for public pages' bundles). */

export const PUBLISHING_MESSAGES = {
  imageRequired: "Image is required",
  imageUrlInvalid: "The image must be an uploaded image or a web address starting with http:// or https://",
  statusInvalid: "Status must be draft or published",
  listInvalid: "Send a list of words",
  tooMany: (field: string, max: number) => `At most ${max} ${field}`,
} as const;

export function normaliseWords(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const word = item.trim().replace(/\s+/g, " ");
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    result.push(word);
  }
  return result;
}
