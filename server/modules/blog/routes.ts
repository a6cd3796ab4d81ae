import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { BLOG_MESSAGES } from "#contracts/blog.ts";
import { POST_ADDRESS_LIMITS, POST_ID_PATTERN, SLUG_PATTERN } from "#contracts/post-address.ts";
import { blogPostInputSchema, blogPostSchema } from "#contracts/blog-schema.ts";
import { notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { recordActivity } from "../activity/service.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import {
  createPost,
  deletePost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  listPublishedPostsInCategory,
  updatePost,
} from "./service.ts";

/** A long post in a non-Latin script can be ~150 KB of JSON; the app's default limit is 100 KB. */
const POST_BODY_LIMIT_BYTES = 512 * 1024;

const tags = ["Blog"];
const params = idParams(BLOG_MESSAGES.notFound);
const posts = z.array(blogPostSchema);
/** `/blog/{id or slug}`: anything that could be neither names no post (404 without asking the database). */
const idOrSlugParams = z.object({
  id: z
    .string()
    .refine((value) => POST_ID_PATTERN.test(value) || (value.length <= POST_ADDRESS_LIMITS.slug && SLUG_PATTERN.test(value)), { error: BLOG_MESSAGES.notFound })
    .describe("The post's id, its slug, or a slug it had before"),
});

/**
 * The blog API (SPEC §7). Public: published posts only. Admin: every post, create, replace, delete.
 * POST /api/blog/upload lives in the uploads module. Every write refreshes the cached pages and lists
 * that show posts (the blog, post pages, the feed, the sitemap).
 */
export default async function blogRoutes(app: ApiInstance) {
  const { db } = app.services;

  app.get(
    "/blog/status/published",
    { schema: { tags, summary: "Published posts, newest first", response: { 200: posts } }, config: { publicCache: { tags: ["posts"] } } },
    async () => listPublishedPosts(db),
  );

  app.get(
    "/blog/category/:category",
    {
      schema: { tags, summary: "Published posts in one category (any letter case)", params: z.object({ category: z.string() }), response: { 200: posts } },
      config: { publicCache: { tags: ["posts"] } },
    },
    async (request) => listPublishedPostsInCategory(db, request.params.category),
  );

  app.get(
    "/blog/:id",
    { schema: { tags, summary: "One published post, by id or slug", params: idOrSlugParams, response: { 200: blogPostSchema } } },
    async (request) => {
      const found = await findPublishedPost(db, request.params.id);
      if (!found) throw notFound(BLOG_MESSAGES.notFound);
      return found.post;
    },
  );

  await app.register(
    adminOnly(
      async (admin) => {
        admin.get("/blog", { schema: { tags, summary: "Every post, drafts included, the most recently written first", response: { 200: posts } } }, async () =>
          listAllPosts(db),
        );
      },
      { roles: ["owner", "editor"], unauthorizedMessage: BLOG_MESSAGES.loginToView },
    ),
  );

  await app.register(
    adminOnly(async (admin) => {
      admin.post(
        "/blog",
        { bodyLimit: POST_BODY_LIMIT_BYTES, schema: { tags, summary: "Create a post", body: blogPostInputSchema, response: { 201: blogPostSchema } } },
        async (request, reply) => {
          const post = await createPost(db, request.body);
          await invalidatePages(app, ["posts"]);
          await recordActivity(request, { kind: "post", action: "created", entityId: post._id, title: post.title });
          return reply.status(201).send(post);
        },
      );

      admin.put(
        "/blog/:id",
        { bodyLimit: POST_BODY_LIMIT_BYTES, schema: { tags, summary: "Replace a post", params, body: blogPostInputSchema, response: { 200: blogPostSchema } } },
        async (request) => {
          const post = await updatePost(db, request.params.id, request.body);
          if (!post) throw notFound(BLOG_MESSAGES.notFound);
          await invalidatePages(app, ["posts"]);
          await recordActivity(request, { kind: "post", action: "updated", entityId: post._id, title: post.title });
          return post;
        },
      );

      admin.delete("/blog/:id", { schema: { tags, summary: "Delete a post", params, response: { 200: acknowledgementSchema } } }, async (request) => {
        const title = await deletePost(db, request.params.id);
        if (title === null) throw notFound(BLOG_MESSAGES.notFound);
        await invalidatePages(app, ["posts"]);
        await recordActivity(request, { kind: "post", action: "deleted", entityId: request.params.id, title });
        return { success: true as const, message: BLOG_MESSAGES.deleted };
      });
    }, { roles: ["owner", "editor"] }),
  );
}
