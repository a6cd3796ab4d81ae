import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { PORTFOLIO_MESSAGES } from "#contracts/portfolio.ts";
import { portfolioItemInputSchema, portfolioItemSchema } from "#contracts/portfolio-schema.ts";
import { notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { publishingAction, recordActivity } from "../activity/service.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { keepLeftOutFields } from "../../validation.ts";
import {
  createItem,
  deleteItem,
  findItem,
  findPublishedItem,
  listAllItems,
  listPublishedItems,
  listPublishedItemsInCategory,
  updateItemFrom,
} from "./service.ts";

const tags = ["Portfolio"];
const params = idParams(PORTFOLIO_MESSAGES.notFound);
const items = z.array(portfolioItemSchema);
const PORTFOLIO_FIELDS = ["title", "description", "category", "imageUrl", "status", "technologies"] as const;

/**
 * The portfolio API (SPEC §7). Public: published items only. Admin: every item, create, change,
 * delete. POST /api/portfolio/upload lives in the uploads module. Every write refreshes the cached
 * portfolio page and lists.
 */
export default async function portfolioRoutes(app: ApiInstance) {
  const { db } = app.services;

  app.get(
    "/portfolio/status/published",
    { schema: { tags, summary: "Published items, newest first", response: { 200: items } }, config: { publicCache: { tags: ["portfolio"] } } },
    async () => listPublishedItems(db),
  );

  app.get(
    "/portfolio/category/:category",
    {
      schema: { tags, summary: "Published items in one category (any letter case)", params: z.object({ category: z.string() }), response: { 200: items } },
      config: { publicCache: { tags: ["portfolio"] } },
    },
    async (request) => listPublishedItemsInCategory(db, request.params.category),
  );

  app.get("/portfolio/:id", { schema: { tags, summary: "One published item", params, response: { 200: portfolioItemSchema } } }, async (request) => {
    const item = await findPublishedItem(db, request.params.id);
    if (!item) throw notFound(PORTFOLIO_MESSAGES.notFound);
    return item;
  });

  await app.register(
    adminOnly(
      async (admin) => {
        admin.get("/portfolio", { schema: { tags, summary: "Every item, drafts included, newest first", response: { 200: items } } }, async () =>
          listAllItems(db),
        );
      },
      { roles: ["owner", "editor"], unauthorizedMessage: PORTFOLIO_MESSAGES.loginToView },
    ),
  );

  await app.register(
    adminOnly(
      async (admin) => {
        admin.post(
          "/portfolio",
          { schema: { tags, summary: "Create an item", body: portfolioItemInputSchema, response: { 201: portfolioItemSchema } } },
          async (request, reply) => {
            const item = await createItem(db, request.body);
            await invalidatePages(app, ["portfolio"]);
            await recordActivity(request, { kind: "portfolio", action: "created", entityId: item._id, title: item.title });
            return reply.status(201).send(item);
          },
        );

        admin.put(
          "/portfolio/:id",
          {
            schema: {
              tags,
              summary: "Change an item",
              description: "Fields left out (or null) keep their stored values; fields sent follow the rules of creation (empty title: 'Portfolio Item').",
              params,
              body: portfolioItemInputSchema,
              response: { 200: portfolioItemSchema },
            },
            preValidation: keepLeftOutFields(params, PORTFOLIO_FIELDS, (id) => findItem(db, id)),
          },
          async (request) => {
            const saved = await updateItemFrom(db, request.params.id, request.body);
            if (!saved) throw notFound(PORTFOLIO_MESSAGES.notFound);
            const { item, before } = saved;
            await invalidatePages(app, ["portfolio"]);
            await recordActivity(request, { kind: "portfolio", action: publishingAction(before, item), entityId: item._id, title: item.title });
            return item;
          },
        );
      },
      { roles: ["owner", "editor"], unauthorizedMessage: PORTFOLIO_MESSAGES.loginToSave },
    ),
  );

  await app.register(
    adminOnly(async (admin) => {
      admin.delete("/portfolio/:id", { schema: { tags, summary: "Delete an item", params, response: { 200: acknowledgementSchema } } }, async (request) => {
        const title = await deleteItem(db, request.params.id);
        if (title === null) throw notFound(PORTFOLIO_MESSAGES.notFound);
        await invalidatePages(app, ["portfolio"]);
        await recordActivity(request, { kind: "portfolio", action: "deleted", entityId: request.params.id, title });
        return { success: true as const, message: PORTFOLIO_MESSAGES.deleted };
      });
    }, { roles: ["owner", "editor"] }),
  );
}
