import { api } from "#app/lib/admin-api.ts";
import type { BlogPost } from "#contracts/blog.ts";
import type { BlogPostInput } from "#contracts/blog-schema.ts";

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
