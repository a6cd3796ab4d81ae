/**
 * The icons the site can draw, by lucide's names: the ones its copy (app/content) names, and the only
 * ones its content contracts accept, so an admin chooses from this list (decision 040). They are drawn
 * from one SVG sprite (app/components/ui/icons.svg), so pages ship no JavaScript for them: add a name
 * here, then run `npm run icons` to write the sprite again (a unit test fails while the two disagree).
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
