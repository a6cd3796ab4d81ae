import { CONTACT_LIMITS, CONTACT_MESSAGES, PROPOSAL_SUBJECT as CONTRACT_PROPOSAL_SUBJECT } from "#contracts/contact-constants.ts";

/** The proposal form's values and what the visitor is told (SPEC §3 "Proposal lead", §8). */

export interface ProposalValues {
  name: string;
  email: string;
  message: string;
}

/** Proposal lead (SPEC §3): the row written to the spreadsheet. */
export interface ProposalLead extends ProposalValues {
  /** ISO 8601, e.g. 2026-11-21T10:15:30.000Z. */
  timestamp: string;
}

/** Where a proposal request goes: the agency's inbox, and on leads generation also a spreadsheet downloaded in the browser (SPEC §2). */
export type ProposalDelivery = "email" | "email-and-spreadsheet";

/** SPEC §9: the proposal file and its sheet; columns in SPEC §2's order. */
export const LEADS_FILE_NAME = "leads_data.xlsx";
export const LEADS_SHEET_NAME = "Leads";
export const LEADS_COLUMNS = ["name", "email", "message", "timestamp"] as const satisfies ReadonlyArray<keyof ProposalLead>;

export const PROPOSAL_MESSAGES = {
  savedToExcel: "Data saved to Excel successfully!",
  saveToExcelFailed: "Failed to save data to Excel",
  /** With the company's one response-time promise (company details). */
  sent: (responseTime: string) => `Thank you! Your proposal request has been sent. We'll get back to you within ${responseTime}.`,
} as const;

/** The contact contract's subject, limits and messages (the Zod-free module: no schema in the page). */
export const PROPOSAL_SUBJECT = CONTRACT_PROPOSAL_SUBJECT;
export const PROPOSAL_LIMITS = { name: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, message: CONTACT_LIMITS.message } as const;
export const FORM_MESSAGES = CONTACT_MESSAGES;
