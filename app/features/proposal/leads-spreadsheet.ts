// Loaded only when a proposal is submitted on the leads-generation page: the spreadsheet writer
// (and the zip library inside it) stays out of every page's initial JavaScript.
import writeExcelFile from "write-excel-file/browser";
import { LEADS_COLUMNS, LEADS_FILE_NAME, LEADS_SHEET_NAME, type ProposalLead } from "./proposal-lead.ts";

/** Builds leads_data.xlsx (sheet Leads: a header row and the lead) and hands it to the browser as a download. */
export async function downloadLeadSpreadsheet(lead: ProposalLead): Promise<void> {
  const header = LEADS_COLUMNS.map((column) => ({ value: column, fontWeight: "bold" as const }));
  const row = LEADS_COLUMNS.map((column) => ({ value: lead[column], wrap: column === "message" }));
  await writeExcelFile([header, row], {
    sheet: LEADS_SHEET_NAME,
    columns: [{ width: 24 }, { width: 32 }, { width: 60 }, { width: 26 }],
  }).toFile(LEADS_FILE_NAME);
}
