/**
 * The icons the site's copy (app/content) names, by lucide's names. They are drawn from one SVG sprite
 * (icons.svg beside this file), so pages ship no JavaScript for them: add a name here, then run
 * `npm run icons` to write the sprite again (a unit test fails while the two disagree).
 */
/** A symbol's id in the page: "icon-" and the name, so it never collides with another element's id. */
export const ICON_ID_PREFIX = "icon-";

export const ICON_NAMES = [
  "app-window",
  "at-sign",
  "badge-check",
  "badge-indian-rupee",
  "briefcase-business",
  "camera",
  "chart-no-axes-combined",
  "clapperboard",
  "clipboard-check",
  "code-xml",
  "cpu",
  "crosshair",
  "file-text",
  "filter",
  "frame",
  "gauge",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "headset",
  "heart-handshake",
  "image",
  "layout-template",
  "link-2",
  "magnet",
  "mail",
  "map-pinned",
  "megaphone",
  "message-circle",
  "messages-square",
  "microscope",
  "mouse-pointer-click",
  "palette",
  "pen-tool",
  "pin",
  "repeat",
  "rocket",
  "route",
  "scan-eye",
  "search",
  "share-2",
  "shield-check",
  "shopping-bag",
  "shopping-cart",
  "sliders-horizontal",
  "sparkles",
  "target",
  "trending-up",
  "user-search",
  "users",
  "users-round",
  "video",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
