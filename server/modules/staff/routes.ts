import { acknowledgementSchema, emptyBodySchema } from "#contracts/api-schema.ts";
import { RECENT_SIGN_IN_MINUTES, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import {
  acceptInvitationSchema,
  adminSettingsSchema,
  deleteStaffSchema,
  invitationCheckAnswerSchema,
  invitationCheckSchema,
  inviteStaffSchema,
  staffIdParams,
  staffListSchema,
  staffSavedSchema,
  updateAdminSettingsSchema,
  updateStaffSchema,
} from "#contracts/staff.ts";
import { loginResponseSchema } from "#contracts/auth.ts";
import { adminOnly, noStore } from "../../plugins/auth.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { countLinkCheck } from "../auth/link-checks.ts";
import { signIn } from "../auth/login.ts";
import {
  acceptInvitation,
  deleteStaff,
  findInvitee,
  inviteStaff,
  listStaff,
  readAdminSettings,
  resendInvitation,
  updateAdminSettings,
  updateStaff,
} from "./service.ts";

const tags = ["Staff"];

/** Decision 066's update, as /api/docs says it for each change that can make or unmake an owner. */
const OWNER_CHANGE_RULE = `Needs a recent sign-in or your password: when this session signed in more than ${RECENT_SIGN_IN_MINUTES} minutes ago, \`password\` is required (without it 400, "${STAFF_MESSAGES.ownerChangePasswordRequired}"). A password sent is always checked: a wrong one answers 400, and 10 wrong ones in 15 minutes 429, as for the other changes that ask for it. Nothing changes when refused. Every other active owner is emailed who did what to whom.`;

/** What a PATCH answers: disabling or enabling alone says which ("Account disabled"), a role change "Staff member updated". */
function updateMessage(change: { role?: unknown; disabled?: boolean }): string {
  if (change.role !== undefined || change.disabled === undefined) return STAFF_MESSAGES.userUpdated;
  return change.disabled ? STAFF_MESSAGES.userDisabled : STAFF_MESSAGES.userEnabled;
}

/**
 * Staff accounts (owner): GET/POST /api/admin/users, PATCH/DELETE /api/admin/users/{id}, resending an
 * invitation, the admin settings; and, public, checking and accepting an invitation with its one-time link.
 */
export default async function staffRoutes(app: ApiInstance) {
  const { db } = app.services;
  // Without SMTP_URL the invitation waits in the outbox: the answer says so rather than "sent".
  const emailSending = app.services.config.smtpUrl !== undefined;

  app.post(
    "/admin/invitations/check",
    {
      schema: {
        tags,
        summary: "Check an invitation link as its page opens, without using it up; whom it is for",
        description:
          "200 while the invitation can be accepted, with the invited address, the name the owner gave and the role (so the page can say who is joining and start from that name); 400 with the page's message when it has expired, was used or was replaced. The token goes in the body, never in an address that could be logged. At most 60 checks an hour per client address (with reset-link checks; 429).",
        body: invitationCheckSchema,
        response: { 200: invitationCheckAnswerSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await countLinkCheck(request);
      const invitee = await findInvitee(db, request.body.token);
      return { valid: true as const, email: invitee.email, name: invitee.name, role: invitee.role };
    },
  );

  app.post(
    "/admin/invitations/accept",
    {
      schema: {
        tags,
        summary: "Accept an invitation: choose a name and password, and be signed in",
        description: "The token is the one in the invitation email (valid 72 hours, once). 400 for a used or expired link, or a weak password.",
        body: acceptInvitationSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const admin = await acceptInvitation(request, request.body);
      return signIn(request, admin, false, "invitation");
    },
  );

  await app.register(
    adminOnly(
      async (owner) => {
        owner.get("/admin/users", { schema: { tags, summary: "Everyone on the staff", response: { 200: staffListSchema } } }, async () => ({
          data: await listStaff(db),
        }));

        owner.post(
          "/admin/users",
          {
            schema: {
              tags,
              summary: "Invite someone: an account and an email with a one-time link (72 hours)",
              description: `Inviting an owner: ${OWNER_CHANGE_RULE}`,
              body: inviteStaffSchema,
              response: { 201: staffSavedSchema },
            },
          },
          async (request, reply) => {
            const data = await inviteStaff(request, request.body);
            return reply.status(201).send({ success: true as const, message: emailSending ? STAFF_MESSAGES.invited : STAFF_MESSAGES.invitationKept, data });
          },
        );

        owner.post(
          "/admin/users/:id/invitation",
          { schema: { tags, summary: "Send the invitation again (the earlier link stops working)", params: staffIdParams, body: emptyBodySchema, response: { 200: staffSavedSchema } } },
          async (request) => ({
            success: true as const,
            message: emailSending ? STAFF_MESSAGES.invitationResent : STAFF_MESSAGES.invitationRenewedKept,
            data: await resendInvitation(request, request.params.id),
          }),
        );

        owner.patch(
          "/admin/users/:id",
          {
            schema: {
              tags,
              summary: "Change someone's role, or disable or enable their account",
              description: `A disabled account's sessions end at once. The last active owner cannot be demoted or disabled (409). Making someone an owner, or demoting or disabling an owner: ${OWNER_CHANGE_RULE}`,
              params: staffIdParams,
              body: updateStaffSchema,
              response: { 200: staffSavedSchema },
            },
          },
          async (request) => ({ success: true as const, message: updateMessage(request.body), data: await updateStaff(request, request.params.id, request.body) }),
        );

        owner.delete(
          "/admin/users/:id",
          {
            schema: {
              tags,
              summary: "Delete someone's account (never the last active owner, never your own)",
              description: `No body, or \`{ password }\`. Deleting an owner: ${OWNER_CHANGE_RULE}`,
              params: staffIdParams,
              body: deleteStaffSchema,
              response: { 200: acknowledgementSchema },
            },
          },
          async (request) => {
            await deleteStaff(request, request.params.id, request.body?.password);
            return { success: true as const, message: STAFF_MESSAGES.userDeleted };
          },
        );
      },
      { roles: ["owner"] },
    ),
  );

  // Open to an owner who must still set up two-factor sign-in: whatever happened to their own second
  // factor (a shell --reset-2fa, a lost phone), the owner can always stop requiring it.
  await app.register(
    adminOnly(
      async (owner) => {
        owner.get("/admin/settings", { schema: { tags, summary: "Admin settings", response: { 200: adminSettingsSchema } } }, async () => readAdminSettings(db));

        owner.patch(
          "/admin/settings",
          {
            schema: {
              tags,
              summary: "Change admin settings: require two-factor sign-in for all staff",
              description: "Open to an owner without two-factor sign-in while it is required, so the requirement can always be turned off.",
              body: updateAdminSettingsSchema,
              response: { 200: adminSettingsSchema },
            },
          },
          async (request) => updateAdminSettings(request, request.body),
        );
      },
      { roles: ["owner"], beforeTwoFactorSetup: true },
    ),
  );
}
