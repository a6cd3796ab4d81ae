import Bookmark from "lucide-react/icons/bookmark";
import Check from "lucide-react/icons/check";
import Heart from "lucide-react/icons/heart";
import Link2 from "lucide-react/icons/link-2";
import Share2 from "lucide-react/icons/share-2";
import { useId, useLayoutEffect, useRef, useState } from "react";
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
  "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-offset-2";
const idleClass =
  "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-brand-200";

/**
 * Like, Bookmark and Share for one post (SPEC §2 Blog detail). They need JavaScript (this browser's
 * storage, the share sheet, the clipboard): until React owns the page, and without JavaScript, they are
 * drawn inactive (dimmed, `aria-disabled`). Pointing at or touching them loads React (an island), so
 * a post page whose actions are in the first view does not load it before a visitor reaches for them;
 * a click made while they wait is made again once they work (app/lib/page-script.ts).
 */
function PostActionsView({ postId, title, url }: { postId: string; title: string; url: string }) {
  const [liked, toggleLike] = useReaderFlag("like", postId);
  const [bookmarked, toggleBookmark] = useReaderFlag("bookmark", postId);
  const hydrated = useHydrated();

  return (
    <div className={cn("flex flex-wrap items-center gap-2 transition-opacity", !hydrated && "opacity-50")} {...islandProps()}>
      <button
        type="button"
        aria-pressed={liked}
        aria-disabled={!hydrated || undefined}
        onClick={() => toast.success(toggleLike() ? BLOG_MESSAGES.liked : BLOG_MESSAGES.unliked)}
        className={cn(actionClass, liked ? "border-rose-300 bg-rose-50 text-rose-700 dark:border-rose-400/40 dark:bg-rose-500/15 dark:text-rose-200" : idleClass)}
      >
        <Heart className={cn("size-4", liked && "fill-current")} aria-hidden="true" />
        {blogPostCopy.like}
      </button>
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-disabled={!hydrated || undefined}
        onClick={() => toast.success(toggleBookmark() ? BLOG_MESSAGES.bookmarked : BLOG_MESSAGES.unbookmarked)}
        className={cn(actionClass, bookmarked ? "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-200" : idleClass)}
      >
        <Bookmark className={cn("size-4", bookmarked && "fill-current")} aria-hidden="true" />
        {blogPostCopy.bookmark}
      </button>
      <ShareButton title={title} url={url} inactive={!hydrated} />
    </div>
  );
}

/**
 * The device's share sheet when there is one (Web Share API); otherwise a small menu with
 * Copy Link, Share on Twitter and Share on LinkedIn.
 */
function ShareButton({ title, url, inactive }: { title: string; url: string; inactive: boolean }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  // A layout effect: the menu listens from the moment it shows (an island's effects otherwise wait
  // for the next frame under Preact, docs/decisions/052, and an Escape pressed at once would be missed).
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        wrapper.current?.querySelector<HTMLButtonElement>("button[aria-controls]")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to the menu.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setOpen((isOpen) => !isOpen);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(BLOG_MESSAGES.linkCopied);
    } catch {
      toast.error(BLOG_MESSAGES.linkCopyFailed);
    }
    setOpen(false);
  }

  const twitter = `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
  const itemClass =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        onClick={share}
        aria-disabled={inactive || undefined}
        aria-expanded={open}
        aria-controls={menuId}
        className={cn(actionClass, idleClass)}
      >
        <Share2 className="size-4" aria-hidden="true" />
        {blogPostCopy.share}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-20 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl sm:right-auto sm:left-0 dark:border-slate-700 dark:bg-slate-900"
      >
        <ul>
          <li>
            <button type="button" onClick={copyLink} className={itemClass}>
              {copied ? <Check className="size-4" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
              {blogPostCopy.copyLink}
            </button>
          </li>
          <li>
            <a href={twitter} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={() => setOpen(false)}>
              <XLogo />
              {blogPostCopy.shareOnTwitter}
            </a>
          </li>
          <li>
            <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={() => setOpen(false)}>
              <SocialIcon network="LinkedIn" className="size-4" />
              {blogPostCopy.shareOnLinkedIn}
            </a>
          </li>
        </ul>
      </div>
    </div>
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
