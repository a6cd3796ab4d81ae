import { z } from "zod";
import { UPLOAD_FIELD } from "./upload.ts";

/** POST /api/blog/upload and /api/portfolio/upload: a multipart form with one image (SPEC §7). */
export const uploadFormSchema = z.object({
  [UPLOAD_FIELD]: z.file().describe("A PNG, JPEG, WebP, GIF or AVIF image, at most 5 MB (judged by its bytes)"),
});

export const uploadResponseSchema = z.object({
  success: z.boolean(),
  filePath: z.string().describe('e.g. "/uploads/3f2a….webp"; the image URL rule turns it into an address (SPEC §3)'),
  message: z.string(),
});
export type UploadResponse = z.output<typeof uploadResponseSchema>;
