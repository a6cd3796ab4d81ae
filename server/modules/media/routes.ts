import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { imageInUseMessage, MEDIA_MESSAGES, MEDIA_TOTAL_HEADER, mediaName } from "#contracts/media.ts";
import { mediaItemSchema, type MediaListQuery, mediaListQuerySchema, mediaUpdateSchema } from "#contracts/media-schema.ts";
import { pageCount } from "#contracts/pagination.ts";
import { HttpError, notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import { recordActivity } from "../activity/service.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { deleteMedia, listMedia, updateMedia } from "./service.ts";
import { cacheTagsOfUsages } from "./usages.ts";

const tags = ["Media"];
const params = idParams(MEDIA_MESSAGES.notFound);

/**
 * The media library (admin only): GET /api/media (pages of 50, search), PATCH and DELETE
 * /api/media/{id}. Images come in through the upload endpoints (modules/uploads, POST /api/media
 * included). A change to an image's alt text refreshes the cached pages that show it.
 */
export default async function mediaRoutes(app: ApiInstance) {
  const { db, storage } = app.services;
  await app.register(
    adminOnly(
      async (admin) => {
        admin.get(
          "/media",
          {
            schema: {
              tags,
              summary: "One page of the media library, newest first",
              description: [
                "The answer is an array of images (at most `pageSize`, 50 unless asked otherwise) with where each is used.",
                `How many images match, over all pages, is in the \`X-Total-Count\` header; the \`Link\` header names the \`first\`, \`prev\`, \`next\` and \`last\` pages (RFC 8288).`,
                "`q` finds images by alt text or file name.",
              ].join(" "),
              querystring: mediaListQuerySchema,
              response: { 200: z.array(mediaItemSchema) },
            },
          },
          async (request, reply) => {
            const { items, total } = await listMedia(db, request.query);
            reply.header(MEDIA_TOTAL_HEADER, total).header("link", pageLinks(request.query, total));
            reply.header("access-control-expose-headers", `${MEDIA_TOTAL_HEADER}, link`);
            return items;
          },
        );

        admin.patch(
          "/media/:id",
          { schema: { tags, summary: "Change an image's alt text or decorative mark", params, body: mediaUpdateSchema, response: { 200: mediaItemSchema } } },
          async (request) => {
            const item = await updateMedia(db, request.params.id, request.body);
            if (!item) throw notFound(MEDIA_MESSAGES.notFound);
            await recordActivity(request, { kind: "media", action: "updated", entityId: String(item.id), title: mediaName(item) });
            const changed = cacheTagsOfUsages(item.usedBy);
            if (changed.length > 0) await invalidatePages(app, changed);
            return item;
          },
        );

        admin.delete(
          "/media/:id",
          {
            schema: {
              tags,
              summary: "Delete an image and every stored size of it",
              description:
                "Refused with 409 while anything uses it (a post, a portfolio item, a service page, case study, testimonial, team member, client logo, site image or legal page); the message says where.",
              params,
              response: { 200: acknowledgementSchema },
            },
          },
          async (request) => {
            const result = await deleteMedia(db, storage, request.params.id);
            if (result.kind === "not-found") throw notFound(MEDIA_MESSAGES.notFound);
            if (result.kind === "in-use") throw new HttpError(409, imageInUseMessage(result.usedBy));
            request.log.info({ url: result.entry.url, admin: request.admin?.id }, "image deleted");
            await recordActivity(request, { kind: "media", action: "deleted", entityId: String(request.params.id), title: mediaName(result.entry) });
            return { success: true as const, message: MEDIA_MESSAGES.deleted };
          },
        );
      },
      { roles: ["owner", "editor"], unauthorizedMessage: MEDIA_MESSAGES.loginToView },
    ),
  );
}

/** `Link: </api/media?page=2>; rel="next", …` keeping the search and page size. */
function pageLinks(query: MediaListQuery, total: number): string {
  const last = pageCount(total, query.pageSize);
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (page > 1) params.set("page", String(page));
    if (query.pageSize !== mediaListQuerySchema.shape.pageSize.parse(undefined)) params.set("pageSize", String(query.pageSize));
    const search = params.toString();
    return `/api/media${search ? `?${search}` : ""}`;
  };
  const links: Array<[string, number]> = [["first", 1]];
  if (query.page > 1) links.push(["prev", Math.min(query.page - 1, last)]);
  if (query.page < last) links.push(["next", query.page + 1]);
  links.push(["last", last]);
  return links.map(([rel, page]) => `<${href(page)}>; rel="${rel}"`).join(", ");
}
