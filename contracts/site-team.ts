import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, orderSchema, requiredText, siteImageSchema } from "./site-content.ts";

/** Team members shown on the About page (issue 13). GET/POST /api/site/team, PUT/DELETE /api/site/team/{id}. */

export const TEAM_MESSAGES = { notFound: "Team member not found" } as const;

export const teamMemberInputSchema = contentObject({
  name: requiredText("Name", 100),
  role: requiredText("Role", 150),
  photo: siteImageSchema("Photo").nullable().default(null),
  order: orderSchema.optional(),
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export type ValidTeamMemberInput = z.output<typeof teamMemberInputSchema>;

export const teamMemberSchema = z.object({
  id: z.guid(),
  name: z.string(),
  role: z.string(),
  photo: z.object({ url: z.string(), alt: z.string() }).nullable(),
  order: z.int(),
  updatedAt: timestamp(),
});
export type TeamMemberRecord = z.output<typeof teamMemberSchema>;
