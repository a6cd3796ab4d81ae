import Bookmark from "lucide-react/icons/bookmark";
import Check from "lucide-react/icons/check";
import Heart from "lucide-react/icons/heart";
import Link2 from "lucide-react/icons/link-2";
import Share2 from "lucide-react/icons/share-2";
import { type MouseEvent, useLayoutEffect, useRef, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { SocialIcon } from "#app/components/ui/social-icon.tsx";
import { blogPostCopy } from "#app/content/publishing.ts";
import { cn } from "#app/lib/cn.ts";
import { BLOG_MESSAGES } from "#contracts/blog.ts";
import { useHydrated } from "#app/lib/hydration.ts";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";
import { useReaderFlag } from "./reader-preferences.ts";

const actionClass =
  "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-[color,background-color,border-color,opacity] focus-visible:outline-offset-2";
const idleClass =
  "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-brand-200";

/**
 * Like, Bookmark and Share for one post (SPEC §2 Blog detail). Like and Bookmark need JavaScript (this
 * browser's storage): until React owns the page, and without JavaScript, they are drawn inactive
 * (dimmed, `aria-disabled`); Share's menu works without it (below). Pointing at or touching them loads
 * React (an island), so a post page whose actions are in the first view does not load it before a
 * visitor reaches for them; a click made while they wait is made again once they work
 * (app/lib/page-script.ts).
 */
function PostActionsView({ postId, title, url }: { postId: string; title: string; url: string }) {
  const [liked, toggleLike] = useReaderFlag("like", postId);
  const [bookmarked, toggleBookmark] = useReaderFlag("bookmark", postId);
  const hydrated = useHydrated();

  return (
    <div className="flex flex-wrap items-center gap-2" {...islandProps()}>
      <button
        type="button"
        aria-pressed={liked}
        aria-disabled={!hydrated || undefined}
        onClick={() => toast.success(toggleLike() ? BLOG_MESSAGES.liked : BLOG_MESSAGES.unliked)}
        className={cn(actionClass, !hydrated && "opacity-50", liked ? "border-rose-300 bg-rose-50 text-rose-700 dark:border-rose-400/40 dark:bg-rose-500/15 dark:text-rose-200" : idleClass)}
      >
        <Heart className={cn("size-4", liked && "fill-current")} aria-hidden="true" />
        {blogPostCopy.like}
      </button>
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-disabled={!hydrated || undefined}
        onClick={() => toast.success(toggleBookmark() ? BLOG_MESSAGES.bookmarked : BLOG_MESSAGES.unbookmarked)}
        className={cn(actionClass, !hydrated && "opacity-50", bookmarked ? "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-200" : idleClass)}
      >
        <Bookmark className={cn("size-4", bookmarked && "fill-current")} aria-hidden="true" />
        {blogPostCopy.bookmark}
      </button>
      <ShareButton postId={postId} title={title} url={url} inactive={!hydrated} />
    </div>
  );
}

/**
 * Share: a native popover menu with Copy Link, Share on Twitter and Share on LinkedIn, so it opens,
 * and Escape or a tap outside closes it, before React has loaded and without JavaScript (the two
 * links work then; Copy Link, which needs the clipboard, is drawn inactive like Like and Bookmark).
 * Once React runs, a device with a share sheet (Web Share API) gets the sheet instead of the menu.
 * The id comes from the post, not `useId`: the server's HTML pairs the button with its menu before
 * any script runs.
 */
function ShareButton({ postId, title, url, inactive }: { postId: string; title: string; url: string; inactive: boolean }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = `share-${postId}`;
  const menu = useRef<HTMLDivElement>(null);

  // Follows the popover however it opened or closed (its button, Escape, a tap outside, or before
  // React loaded), for `aria-expanded`, which the browser shows but does not write as an attribute.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const follow = () => setOpen(element.matches(":popover-open"));
    follow();
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, []);

  async function shareFromDevice(event: MouseEvent<HTMLButtonElement>) {
    if (typeof navigator.share !== "function" || open) return;
    // The share sheet instead of the menu: a cancelled click does not open the popover.
    event.preventDefault();
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Any other failure falls back to the menu.
      if (!(error instanceof DOMException && error.name === "AbortError")) menu.current?.showPopover();
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(BLOG_MESSAGES.linkCopied);
    } catch {
      toast.error(BLOG_MESSAGES.linkCopyFailed);
    }
    menu.current?.hidePopover();
  }

  const closeMenu = () => menu.current?.hidePopover();
  const twitter = `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
  const itemClass =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        onClick={shareFromDevice}
        aria-expanded={open}
        className={cn(actionClass, idleClass, "[anchor-name:--post-share]")}
      >
        <Share2 className="size-4" aria-hidden="true" />
        {blogPostCopy.share}
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        className="share-menu w-60 rounded-xl border border-slate-200 bg-white p-1.5 text-base shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <ul>
          <li>
            <button
              type="button"
              onClick={copyLink}
              aria-disabled={inactive || undefined}
              className={cn(itemClass, "transition-opacity", inactive && "opacity-50")}
            >
              {copied ? <Check className="size-4" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
              {blogPostCopy.copyLink}
            </button>
          </li>
          <li>
            <a href={twitter} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={closeMenu}>
              <XLogo />
              {blogPostCopy.shareOnTwitter}
            </a>
          </li>
          <li>
            <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={closeMenu}>
              <SocialIcon network="LinkedIn" className="size-4" />
              {blogPostCopy.shareOnLinkedIn}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}

function XLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const PostActions = island("post-actions", PostActionsView);
