import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { NOT_FOUND_MESSAGE } from "#contracts/api-error.ts";

/** /uploads/*: the images staff uploaded (server/modules/uploads), as stored. */
export async function registerUploadedFiles(app: FastifyInstance, uploadsDir: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(
    async (uploads) => {
      // A missing file answers the one error shape, like every other 404 outside the pages.
      uploads.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: NOT_FOUND_MESSAGE }));
      await uploads.register(fastifyStatic, {
        root: uploadsDir,
        decorateReply: false,
        index: false,
        // Uploaded files are named by their content hash, so a URL never changes meaning.
        immutable: true,
        maxAge: "365d",
      });
    },
    { prefix: "/uploads" },
  );
}
