import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { acknowledgementSchema, emptyBodySchema, idParams, rowId } from "#contracts/api-schema.ts";
import { BLOG_MESSAGES, previewPath } from "#contracts/blog.ts";
import { POST_ADDRESS_LIMITS, POST_ID_PATTERN, SLUG_PATTERN } from "#contracts/post-address.ts";
import {
  autosaveResultSchema,
  blogPostInputSchema,
  blogPostSchema,
  pendingEditsSchema,
  postRevisionDetailSchema,
  postRevisionSummarySchema,
  previewLinkSchema,
  restoredPostSchema,
} from "#contracts/blog-schema.ts";
import { notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { publishingAction, recordActivity } from "../activity/service.ts";
import { findImagesGoneFromLibrary } from "../media/service.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { keepLeftOutFields } from "../../validation.ts";
import {
  autosavePost,
  createPost,
  deletePost,
  discardPendingEdits,
  findPost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  listPublishedPostsInCategory,
  previewSubject,
  restoreRevision,
  stopPreviewLinks,
  updatePostFrom,
} from "./service.ts";
import { createPreviewToken } from "./preview-tokens.ts";
import { findPendingRevision, findRevision, listRevisions, type RevisionAuthor } from "./revisions.ts";

/** A long post in a non-Latin script can be ~150 KB of JSON; the app's default limit is 100 KB. */
const POST_BODY_LIMIT_BYTES = 512 * 1024;

const tags = ["Blog"];
const params = idParams(BLOG_MESSAGES.notFound);
const revisionParams = params.extend({ revisionId: rowId(BLOG_MESSAGES.revisionNotFound) });
const posts = z.array(blogPostSchema);
/** What a change may leave out and keep (the address and search fields are kept by updatePost itself). */
const POST_FIELDS = ["title", "excerpt", "content", "imageUrl", "category", "author", "date", "readTime", "tags", "status", "publishAt"] as const;
/** `/blog/{id or slug}`: anything that could be neither names no post (404 without asking the database). */
const idOrSlugParams = z.object({
  id: z
    .string()
    .refine((value) => POST_ID_PATTERN.test(value) || (value.length <= POST_ADDRESS_LIMITS.slug && SLUG_PATTERN.test(value)), { error: BLOG_MESSAGES.notFound })
    .describe("The post's id, its slug, or a slug it had before"),
});

/**
 * The blog API (SPEC §7). Public: published posts only. Admin: every post, create, change, delete.
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
          const post = await createPost(db, request.body, savedBy(request));
          await invalidatePages(app, ["posts"]);
          await recordActivity(request, { kind: "post", action: "created", entityId: post._id, title: post.title });
          return reply.status(201).send(post);
        },
      );

      admin.put(
        "/blog/:id",
        {
          bodyLimit: POST_BODY_LIMIT_BYTES,
          schema: {
            tags,
            summary: "Change a post",
            description: "Fields left out (or null) keep their stored values: a change never publishes a draft or moves its date unless it says so. Fields sent follow the rules of creation.",
            params,
            body: blogPostInputSchema,
            response: { 200: blogPostSchema },
          },
          preValidation: keepLeftOutFields(params, POST_FIELDS, (id) => findPost(db, id)),
        },
        async (request) => {
          const saved = await updatePostFrom(db, request.params.id, request.body, savedBy(request));
          if (!saved) throw notFound(BLOG_MESSAGES.notFound);
          const { post, before } = saved;
          await invalidatePages(app, ["posts"]);
          await recordActivity(request, { kind: "post", action: publishingAction(before, post), entityId: post._id, title: post.title });
          return post;
        },
      );

      admin.post(
        "/blog/:id/autosave",
        {
          bodyLimit: POST_BODY_LIMIT_BYTES,
          schema: {
            tags,
            summary: "Keep what is being typed, without publishing anything",
            description:
              "A draft or scheduled post is saved (its stored status and publish time kept); a published post's edits wait in its pending revision until PUT /api/blog/{id}.",
            params,
            body: blogPostInputSchema,
            response: { 200: autosaveResultSchema },
          },
        },
        async (request) => {
          const saved = await autosavePost(db, request.params.id, request.body, savedBy(request));
          if (!saved) throw notFound(BLOG_MESSAGES.notFound);
          // Nothing public changed (a published post keeps its text until Update): no cached page to refresh.
          return saved;
        },
      );

      admin.get(
        "/blog/:id/pending-edits",
        {
          schema: {
            tags,
            summary: "A published post's autosaved edits, waiting for 'Update'",
            description: "The editor opens a published post with these edits when there are any (PUT /api/blog/{id} publishes them; DELETE discards them).",
            params,
            response: { 200: pendingEditsSchema },
          },
        },
        async (request) => {
          if (!(await findPost(db, request.params.id))) throw notFound(BLOG_MESSAGES.notFound);
          return { pending: await findPendingRevision(db, request.params.id) };
        },
      );

      admin.delete(
        "/blog/:id/pending-edits",
        {
          schema: {
            tags,
            summary: "Discard a published post's autosaved edits",
            description: "Drops the pending revision; the live post is untouched. Answers the post as it is live.",
            params,
            response: { 200: blogPostSchema },
          },
        },
        async (request) => {
          const post = await discardPendingEdits(db, request.params.id);
          if (!post) throw notFound(BLOG_MESSAGES.notFound);
          // Nothing public changed: no cached page to refresh.
          await recordActivity(request, { kind: "post", action: "discarded-changes", entityId: post._id, title: post.title });
          return post;
        },
      );

      admin.post(
        "/blog/:id/preview-link",
        {
          schema: {
            tags,
            summary: "A link that shows the post as it will look, without signing in (7 days, this post only)",
            params,
            body: emptyBodySchema,
            response: { 200: previewLinkSchema },
          },
        },
        async (request) => {
          const found = await previewSubject(db, request.params.id);
          if (!found) throw notFound(BLOG_MESSAGES.notFound);
          const { token, expiresAt } = createPreviewToken(app.services.jwtSecret, found.subject);
          return { url: previewPath(found.post, token), expiresAt: expiresAt.toISOString() };
        },
      );

      admin.delete(
        "/blog/:id/preview-links",
        {
          schema: {
            tags,
            summary: "Stop every preview link made so far for the post",
            description: "Links sent before answer 404 from now on, on every instance; a link made afterwards works as usual.",
            params,
            response: { 200: acknowledgementSchema },
          },
        },
        async (request) => {
          const post = await stopPreviewLinks(db, request.params.id);
          if (!post) throw notFound(BLOG_MESSAGES.notFound);
          // Preview pages are never cached (each answers one token): no page to refresh.
          await recordActivity(request, { kind: "post", action: "preview-links-stopped", entityId: post._id, title: post.title });
          return { success: true as const, message: BLOG_MESSAGES.previewLinksStopped };
        },
      );

      admin.get(
        "/blog/:id/revisions",
        { schema: { tags, summary: "The post's revisions, newest first (at most 100 are kept)", params, response: { 200: z.array(postRevisionSummarySchema) } } },
        async (request) => {
          if (!(await findPost(db, request.params.id))) throw notFound(BLOG_MESSAGES.notFound);
          return listRevisions(db, request.params.id);
        },
      );

      admin.get(
        "/blog/:id/revisions/:revisionId",
        {
          schema: {
            tags,
            summary: "One revision: every field of the post as it was saved",
            description: "With `missingImages`: which of its uploaded images the media library no longer has (History shows them before a restore).",
            params: revisionParams,
            response: { 200: postRevisionDetailSchema },
          },
        },
        async (request) => {
          const revision = await findRevision(db, request.params.id, request.params.revisionId);
          if (!revision) throw notFound(BLOG_MESSAGES.revisionNotFound);
          const { imageUrl, ogImage, content } = revision.post;
          return { ...revision, missingImages: await findImagesGoneFromLibrary(db, [imageUrl, ogImage, content]) };
        },
      );

      admin.post(
        "/blog/:id/revisions/:revisionId/restore",
        {
          schema: {
            tags,
            summary: "Bring a revision back",
            description:
              "The post takes the revision's text, image, search fields and address and keeps its status; this makes a new revision (none is overwritten). A revision whose images were deleted from the media library since is restored all the same; `missingImages` names them, to pick new ones.",
            params: revisionParams,
            body: emptyBodySchema,
            response: { 200: restoredPostSchema },
          },
        },
        async (request) => {
          const post = await restoreRevision(db, request.params.id, request.params.revisionId, savedBy(request));
          if (!post) throw notFound(BLOG_MESSAGES.revisionNotFound);
          await invalidatePages(app, ["posts"]);
          await recordActivity(request, { kind: "post", action: "restored", entityId: post._id, title: post.title });
          return { ...post, missingImages: await findImagesGoneFromLibrary(db, [post.imageUrl, post.ogImage, post.content]) };
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

/** The signed-in staff member, as a revision names who saved it. */
function savedBy(request: FastifyRequest): RevisionAuthor | null {
  return request.admin ? { id: request.admin.id, name: request.admin.name, email: request.admin.email } : null;
}
