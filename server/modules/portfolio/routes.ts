import type { FastifyInstance } from "fastify";
import { PORTFOLIO_MESSAGES } from "#contracts/portfolio.ts";
import { portfolioItemInputSchema } from "#contracts/portfolio-schema.ts";
import { notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
import {
  createItem,
  deleteItem,
  findPublishedItem,
  listAllItems,
  listPublishedItems,
  listPublishedItemsInCategory,
  updateItem,
} from "./service.ts";

interface IdParams {
  id: string;
}

/**
 * The portfolio API (SPEC §7). Public: published items only. Admin: every item, create, replace,
 * delete. POST /api/portfolio/upload lives in the uploads module.
 */
export default async function portfolioRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get("/portfolio/status/published", { config: { publicCache: true } }, async () => listPublishedItems(db));

  app.get<{ Params: { category: string } }>("/portfolio/category/:category", { config: { publicCache: true } }, async (request) =>
    listPublishedItemsInCategory(db, request.params.category),
  );

  app.get<{ Params: IdParams }>("/portfolio/:id", async (request) => {
    const item = await findPublishedItem(db, request.params.id);
    if (!item) throw notFound(PORTFOLIO_MESSAGES.notFound);
    return item;
  });

  await app.register(
    adminOnly(
      async (admin) => {
        admin.get("/portfolio", async () => listAllItems(db));
      },
      { unauthorizedMessage: PORTFOLIO_MESSAGES.loginToView },
    ),
  );

  await app.register(
    adminOnly(
      async (admin) => {
        admin.post("/portfolio", async (request, reply) => {
          const input = parseBody(portfolioItemInputSchema, request.body);
          return reply.status(201).send(await createItem(db, input));
        });

        admin.put<{ Params: IdParams }>("/portfolio/:id", async (request) => {
          const input = parseBody(portfolioItemInputSchema, request.body);
          const item = await updateItem(db, request.params.id, input);
          if (!item) throw notFound(PORTFOLIO_MESSAGES.notFound);
          return item;
        });
      },
      { unauthorizedMessage: PORTFOLIO_MESSAGES.loginToSave },
    ),
  );

  await app.register(
    adminOnly(async (admin) => {
      admin.delete<{ Params: IdParams }>("/portfolio/:id", async (request) => {
        if (!(await deleteItem(db, request.params.id))) throw notFound(PORTFOLIO_MESSAGES.notFound);
        return { success: true, message: PORTFOLIO_MESSAGES.deleted };
      });
    }),
  );
}
