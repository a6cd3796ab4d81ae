import { preload } from "react-dom";

/**
 * A page's largest picture, fetched with the HTML at high priority (React hoists the hint into <head>);
 * one that came inside the page as a data: URL (app/lib/inline-svg.server.ts) needs no request.
 */
export function preloadLargestImage(src: string) {
  if (!src.startsWith("data:")) preload(src, { as: "image", fetchPriority: "high" });
}
