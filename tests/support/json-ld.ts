/** A JSON-LD node as a test reads it. */
export type JsonLdNode = Record<string, unknown> & { "@type"?: string | string[] };

/** Every JSON-LD node of a page: each <script type="application/ld+json">'s node, or the nodes of its @graph. */
export function jsonLdNodes(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((match) => {
    const block = JSON.parse(match[1]!) as JsonLdNode & { "@graph"?: JsonLdNode[] };
    return block["@graph"] ?? [block];
  });
}

/** The page's one node of that type (among its types, for a node with several); fails when there is none or more. */
export function jsonLdNode(html: string, type: string): JsonLdNode {
  const found = jsonLdNodes(html).filter((node) => [node["@type"]].flat().includes(type));
  if (found.length !== 1) throw new Error(`Expected one ${type} node in the page's JSON-LD, found ${found.length}`);
  return found[0]!;
}
