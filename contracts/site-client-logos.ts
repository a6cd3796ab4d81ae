import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, orderSchema, requiredText, siteImageSchema } from "./site-content.ts";

/** Client logos for the home page's "Brands We've Worked With" carousel (issue 13). GET/POST /api/site/client-logos, PUT/DELETE /api/site/client-logos/{id}. */

export const CLIENT_LOGO_MESSAGES = {
  notFound: "Client logo not found",
  sizeInvalid: "The logo's width and height are whole numbers of pixels",
} as const;

const pixels = z
  .int({ error: CLIENT_LOGO_MESSAGES.sizeInvalid })
  .min(1, { error: CLIENT_LOGO_MESSAGES.sizeInvalid })
  .max(2000, { error: CLIENT_LOGO_MESSAGES.sizeInvalid });

export const clientLogoInputSchema = contentObject({
  /** The client's name; also the logo's alt text when the logo has none of its own. */
  name: requiredText("Name", 100),
  logo: siteImageSchema("Logo"),
  /** The logo's intrinsic size, so the carousel never shifts while it loads. */
  width: pixels,
  height: pixels,
  order: orderSchema.optional(),
});
export type ClientLogoInput = z.input<typeof clientLogoInputSchema>;
export type ValidClientLogoInput = z.output<typeof clientLogoInputSchema>;

export const clientLogoSchema = z.object({
  id: z.guid(),
  name: z.string(),
  logo: z.object({ url: z.string(), alt: z.string() }),
  width: z.int(),
  height: z.int(),
  order: z.int(),
  updatedAt: timestamp(),
});
export type ClientLogoRecord = z.output<typeof clientLogoSchema>;
