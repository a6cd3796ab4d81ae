import type { FastifyInstance } from "fastify";
import { BLOG_MESSAGES } from "#contracts/blog.ts";
import { blogPostInputSchema } from "#contracts/blog-schema.ts";
import { notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
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

interface IdParams {
  id: string;
}

/**
 * The blog API (SPEC §7). Public: published posts only. Admin: every post, create, replace, delete.
 * POST /api/blog/upload lives in the uploads module.
 */
export default async function blogRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get("/blog/status/published", { config: { publicCache: true } }, async () => listPublishedPosts(db));

  app.get<{ Params: { category: string } }>("/blog/category/:category", { config: { publicCache: true } }, async (request) =>
    listPublishedPostsInCategory(db, request.params.category),
  );

  app.get<{ Params: IdParams }>("/blog/:id", async (request) => {
    const post = await findPublishedPost(db, request.params.id);
    if (!post) throw notFound(BLOG_MESSAGES.notFound);
    return post;
  });

  await app.register(
    adminOnly(
      async (admin) => {
        admin.get("/blog", async () => listAllPosts(db));
      },
      { unauthorizedMessage: BLOG_MESSAGES.loginToView },
    ),
  );

  await app.register(
    adminOnly(async (admin) => {
      admin.post("/blog", { bodyLimit: POST_BODY_LIMIT_BYTES }, async (request, reply) => {
        const input = parseBody(blogPostInputSchema, request.body);
        return reply.status(201).send(await createPost(db, input));
      });

      admin.put<{ Params: IdParams }>("/blog/:id", { bodyLimit: POST_BODY_LIMIT_BYTES }, async (request) => {
        const input = parseBody(blogPostInputSchema, request.body);
        const post = await updatePost(db, request.params.id, input);
        if (!post) throw notFound(BLOG_MESSAGES.notFound);
        return post;
      });

      admin.delete<{ Params: IdParams }>("/blog/:id", async (request) => {
        if (!(await deletePost(db, request.params.id))) throw notFound(BLOG_MESSAGES.notFound);
        return { success: true, message: BLOG_MESSAGES.deleted };
      });
    }),
  );
}
