import { api } from "#app/lib/admin-api.ts";
import type { BlogPost } from "#contracts/blog.ts";
import type { AutosaveResult, BlogPostInput, PendingEdits, PostRevisionDetail, PostRevisionSummary, PreviewLink, RestoredPost } from "#contracts/blog-schema.ts";

/** The admin blog API (SPEC §7), through the one API client (bearer token, 401 rule). */

/** Every post, drafts included, newest first. */
export function fetchBlogPosts(request: Request) {
  return api<BlogPost[]>("/api/blog", { request });
}

export function saveBlogPost(id: string | null, input: BlogPostInput) {
  return id ? api<BlogPost>(`/api/blog/${encodeURIComponent(id)}`, { method: "PUT", json: input }) : api<BlogPost>("/api/blog", { json: input });
}

export function deleteBlogPost(id: string) {
  return api(`/api/blog/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Keeps what is being typed without publishing anything (a published post's edits wait for 'Update'). */
export function autosaveBlogPost(id: string, input: BlogPostInput) {
  return api<AutosaveResult>(`/api/blog/${encodeURIComponent(id)}/autosave`, { json: input });
}

/** A link that shows an unpublished post as it will look, to anyone holding it, for 7 days. */
export function createPreviewLink(id: string) {
  return api<PreviewLink>(`/api/blog/${encodeURIComponent(id)}/preview-link`, { json: {} });
}

/** Every preview link made so far for the post stops working ('Stop earlier links'). */
export function stopPreviewLinks(id: string) {
  return api(`/api/blog/${encodeURIComponent(id)}/preview-links`, { method: "DELETE" });
}

/** The post's revisions, newest first. */
export function fetchRevisions(id: string) {
  return api<PostRevisionSummary[]>(`/api/blog/${encodeURIComponent(id)}/revisions`);
}

/** One revision, with which of its images the media library no longer has. */
export function fetchRevision(id: string, revisionId: string) {
  return api<PostRevisionDetail>(`/api/blog/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}`);
}

/** Brings a revision back (as a new revision); answers the post as it now is, with the images the library no longer has. */
export function restoreRevision(id: string, revisionId: string) {
  return api<RestoredPost>(`/api/blog/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`, { json: {} });
}

/** A published post's autosaved edits waiting for 'Update' (null when there are none): the editor opens with them. */
export function fetchPendingEdits(id: string) {
  return api<PendingEdits>(`/api/blog/${encodeURIComponent(id)}/pending-edits`);
}

/** Drops a published post's pending edits; answers the post as it is live. */
export function discardPendingEdits(id: string) {
  return api<BlogPost>(`/api/blog/${encodeURIComponent(id)}/pending-edits`, { method: "DELETE" });
}
