import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MESSAGES, type UploadResponse } from "#contracts/upload.ts";
import { uploadFormSchema, uploadResponseSchema } from "#contracts/upload-schema.ts";
import { badRequest, HttpError } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { recordActivity } from "../activity/service.ts";
import { type ApiInstance, streamedMultipartBody } from "../../plugins/route-contracts.ts";
import { storeImage } from "./service.ts";

/**
 * POST /api/blog/upload and POST /api/portfolio/upload (SPEC §7): one image in the multipart field
 * `image`, signed-in admins only, at most 5 MB (enforced while the request streams in: the upload is
 * cut off at the limit, never read whole), re-encoded and stored by `storeImage`.
 */
export default async function uploadRoutes(app: ApiInstance) {
  await app.register(
    adminOnly(
      async (uploads) => {
        // Multipart parsing exists only here; every other endpoint accepts JSON alone.
        await uploads.register(multipart, {
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
        });

        const handler = async (request: FastifyRequest): Promise<UploadResponse> => {
          const bytes = await readImagePart(uploads, request);
          const filePath = await storeImage(app.services.config.uploadsDir, bytes);
          request.log.info({ filePath, bytes: bytes.length, admin: request.admin?.id }, "image uploaded");
          await recordActivity(request, { kind: "media", action: "uploaded", entityId: filePath, title: filePath });
          return { success: true, filePath, message: UPLOAD_MESSAGES.uploaded };
        };
        const contract = (tag: string) => ({
          tags: [tag],
          summary: "Upload an image",
          description: "Re-encoded to WebP (EXIF stripped) with smaller copies for srcset; answers the path to store as imageUrl.",
          consumes: ["multipart/form-data"],
          body: streamedMultipartBody(uploadFormSchema),
          response: { 200: uploadResponseSchema },
        });
        uploads.post("/blog/upload", { schema: contract("Blog") }, handler);
        uploads.post("/portfolio/upload", { schema: contract("Portfolio") }, handler);
      },
      { roles: ["owner", "editor"], unauthorizedMessage: UPLOAD_MESSAGES.loginRequired },
    ),
  );
}

async function readImagePart(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === UPLOAD_FIELD) return await part.toBuffer();
      // Anything else (another field, a file under another name) is read past and ignored.
      if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
      throw badRequest("Send one image at a time");
    }
    // Nothing but reading the request happens here: any other failure is a body that is not the
    // multipart form it claims to be (no boundary, a wrong one, a part cut off).
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  throw badRequest(UPLOAD_MESSAGES.noFile);
}
