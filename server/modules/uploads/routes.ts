import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ALT_FIELD, alreadyInLibraryMessage, MEDIA_MESSAGES, MEDIA_LIMITS, mediaName } from "#contracts/media.ts";
import { type MediaUploadAnswer, mediaUploadAnswerSchema, mediaUploadFormSchema, uploadAltSchema } from "#contracts/media-schema.ts";
import { withoutControlCharacters } from "#contracts/text.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MESSAGES, type UploadResponse } from "#contracts/upload.ts";
import { uploadFormSchema, uploadResponseSchema } from "#contracts/upload-schema.ts";
import { badRequest, HttpError } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { recordActivity } from "../activity/service.ts";
import { type ApiInstance, streamedMultipartBody } from "../../plugins/route-contracts.ts";
import { findMedia, recordUpload } from "../media/service.ts";
import { storeImage } from "./service.ts";

/** Room for the alt text (300 characters, up to 4 bytes each) and the multipart overhead of a field. */
const MAX_FIELD_BYTES = 4 * MEDIA_LIMITS.alt + 256;

/**
 * Every way an image comes in, signed-in admins only: POST /api/blog/upload and /api/portfolio/upload
 * (SPEC §7, answer unchanged) and POST /api/media (the media library, answers the entry). One image
 * in the multipart field `image` (at most 5 MB, enforced while the request streams in: the upload is
 * cut off at the limit, never read whole) and an optional text field `alt`; re-encoded and stored by
 * `storeImage`, then recorded in the media library. Nothing is answered before it is durably stored.
 */
export default async function uploadRoutes(app: ApiInstance) {
  await app.register(
    adminOnly(
      async (uploads) => {
        // Multipart parsing exists only here; every other endpoint accepts JSON alone.
        await uploads.register(multipart, {
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: MAX_FIELD_BYTES, parts: 11, headerPairs: 100 },
        });

        const receive = async (request: FastifyRequest) => {
          const upload = await readUpload(uploads, request);
          const stored = await storeImage(app.services.storage, upload.image);
          const recorded = await recordUpload(app.services.db, stored, { originalName: upload.fileName, alt: upload.alt, uploadedBy: request.admin?.id });
          request.log.info({ filePath: stored.url, bytes: upload.image.length, admin: request.admin?.id, alreadyInLibrary: !recorded.created }, "image uploaded");
          // A picture the library already has changes nothing there: nothing to record.
          if (recorded.created) {
            await recordActivity(request, { kind: "media", action: "uploaded", entityId: String(recorded.entry.id), title: mediaName(recorded.entry) });
          }
          return recorded;
        };

        const handler = async (request: FastifyRequest): Promise<UploadResponse> => {
          const { entry } = await receive(request);
          return { success: true, filePath: entry.url, message: UPLOAD_MESSAGES.uploaded };
        };
        const contract = (tag: string) => ({
          tags: [tag],
          summary: "Upload an image",
          description:
            "Re-encoded to WebP (EXIF stripped) with smaller copies for srcset, and added to the media library (the optional field `alt` sets a new picture's alt text; a picture the library has keeps its own); answers the path to store as imageUrl.",
          consumes: ["multipart/form-data"],
          body: streamedMultipartBody(uploadFormSchema),
          response: { 200: uploadResponseSchema },
        });
        uploads.post("/blog/upload", { schema: contract("Blog") }, handler);
        uploads.post("/portfolio/upload", { schema: contract("Portfolio") }, handler);

        uploads.post(
          "/media",
          {
            schema: {
              tags: ["Media"],
              summary: "Add an image to the media library",
              description: [
                "The same upload as POST /api/blog/upload, answering the library entry: 201 when the picture is new.",
                "The same picture uploaded again (the same bytes) answers 200 with its existing entry, unchanged: its alt text is kept whatever `alt` says,",
                "`alreadyInLibrary` is true and `message` says so.",
              ].join(" "),
              consumes: ["multipart/form-data"],
              body: streamedMultipartBody(mediaUploadFormSchema),
              response: { 201: mediaUploadAnswerSchema, 200: mediaUploadAnswerSchema },
            },
          },
          async (request, reply) => {
            const { entry, created } = await receive(request);
            const item = (await findMedia(app.services.db, entry.id))!;
            const answer: MediaUploadAnswer = {
              ...item,
              alreadyInLibrary: !created,
              message: created ? UPLOAD_MESSAGES.uploaded : alreadyInLibraryMessage(mediaName(item)),
            };
            return reply.status(created ? 201 : 200).send(answer);
          },
        );
      },
      { roles: ["owner", "editor"], unauthorizedMessage: UPLOAD_MESSAGES.loginRequired },
    ),
  );
}

interface ReceivedUpload {
  image: Buffer;
  fileName: string;
  alt?: string;
}

/** Reads the whole multipart request: the image and the alt text may come in either order. */
async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  let image: Buffer | undefined;
  let fileName = "";
  let alt: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === UPLOAD_FIELD && !image) {
          image = await part.toBuffer();
          fileName = withoutControlCharacters(part.filename ?? "").trim().slice(0, MEDIA_LIMITS.originalName);
        } else {
          // Anything else (a file under another name) is read past and ignored.
          part.file.resume();
        }
      } else if (part.fieldname === ALT_FIELD) {
        if (part.valueTruncated) throw badRequest(MEDIA_MESSAGES.altTooLong, { alt: MEDIA_MESSAGES.altTooLong });
        alt = altText(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
      throw badRequest("Send one image at a time");
    }
    // Nothing but reading the request happens here: any other failure is a body that is not the
    // multipart form it claims to be (no boundary, a wrong one, a part cut off).
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  if (!image) throw badRequest(UPLOAD_MESSAGES.noFile);
  return { image, fileName, alt };
}

/** The alt text field, checked like PATCH /api/media's; blank means "not given". */
function altText(value: unknown): string | undefined {
  const parsed = uploadAltSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.altInvalid;
    throw badRequest(message, { alt: message });
  }
  return parsed.data || undefined;
}
