import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { acknowledgementSchema, calendarDate, timestamp } from "./api-schema.ts";
import { PROJECT_STATUSES, type ProjectStatus } from "./statuses.ts";
import { tooLongMessage } from "./text.ts";

/** Projects (SPEC §2 Projects, §3 Project): stored on the server, managed in the admin panel. */

export const PROJECT_MESSAGES = {
  nameRequired: "Project name is required",
  startDateRequired: "Start date is required",
  dateInvalid: "Please enter a valid date",
  endBeforeStart: "End date cannot be before the start date",
  teamSizeInvalid: "Team size must be a positive whole number",
  teamSizeTooLarge: "Team size must be at most 1,000",
  statusInvalid: "Status must be active, completed or on-hold",
  tooManyTags: "A project can have at most 20 tags",
  tagTooLong: "Each tag must be at most 40 characters",
  created: "Project created successfully",
  updated: "Project updated successfully",
  deleted: "Project deleted successfully",
  saveFailed: "Failed to save project",
  deleteFailed: "Failed to delete project",
  fetchFailed: "Failed to fetch projects",
  confirmDelete: "Are you sure you want to delete this project?",
  notFound: "Project not found",
} as const;

export const PROJECT_LIMITS = { name: 200, description: 5000, teamSize: 1000, tags: 20, tag: 40 } as const;

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: "Active",
  completed: "Completed",
  "on-hold": "On hold",
};
export const PROJECT_STATUS_TONES = { active: "green", completed: "blue", "on-hold": "amber" } as const satisfies Record<
  ProjectStatus,
  string
>;

const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .pipe(z.iso.date({ error: PROJECT_MESSAGES.dateInvalid }));

/** POST /api/projects and PUT /api/projects/{id}. */
export const projectSchema = z
  .object({
    name: z
      .string({ error: PROJECT_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PROJECT_MESSAGES.nameRequired })
      .max(PROJECT_LIMITS.name, { error: tooLongMessage("Name", PROJECT_LIMITS.name) }),
    description: z
      .string()
      .trim()
      .max(PROJECT_LIMITS.description, { error: tooLongMessage("Description", PROJECT_LIMITS.description) })
      .optional()
      .default(""),
    status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusInvalid }).optional().default("active"),
    startDate: isoDate(PROJECT_MESSAGES.startDateRequired),
    endDate: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z.string({ error: PROJECT_MESSAGES.dateInvalid }).trim().pipe(z.iso.date({ error: PROJECT_MESSAGES.dateInvalid })).nullable(),
    ),
    teamSize: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z
        .number({ error: PROJECT_MESSAGES.teamSizeInvalid })
        .int({ error: PROJECT_MESSAGES.teamSizeInvalid })
        .min(1, { error: PROJECT_MESSAGES.teamSizeInvalid })
        .max(PROJECT_LIMITS.teamSize, { error: PROJECT_MESSAGES.teamSizeTooLarge }),
    ),
    tags: z
      .array(z.string().trim().max(PROJECT_LIMITS.tag, { error: PROJECT_MESSAGES.tagTooLong }))
      .optional()
      .default([])
      .transform((tags) => [...new Set(tags.filter(Boolean))])
      .pipe(z.array(z.string()).max(PROJECT_LIMITS.tags, { error: PROJECT_MESSAGES.tooManyTags })),
  }, { error: BODY_NOT_AN_OBJECT_MESSAGE })
  .superRefine((project, ctx) => {
    if (project.endDate && project.endDate < project.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PROJECT_MESSAGES.endBeforeStart });
    }
  });
export type ProjectInput = z.input<typeof projectSchema>;

export const projectRecordSchema = z.object({
  id: z.guid(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  startDate: calendarDate(),
  endDate: calendarDate().nullable(),
  teamSize: z.number().int(),
  tags: z.array(z.string()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Project = z.output<typeof projectRecordSchema>;

/** What a create or an update answers. */
export const projectSavedSchema = acknowledgementSchema.extend({ data: projectRecordSchema });
