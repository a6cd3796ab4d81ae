import { api } from "#app/lib/admin-api.ts";
import { PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";
import type { PortfolioItemInput } from "#contracts/portfolio-schema.ts";

/** The admin portfolio API (SPEC §7), through the one API client (bearer token, 401 rule). */

/** A list answer that is not an array, as SPEC §8 names it. */
export class InvalidPortfolioData extends Error {
  constructor() {
    super(PORTFOLIO_MESSAGES.invalidData);
  }
}

/** Every item, drafts included (SPEC §7 GET /api/portfolio: a non-array answer is an error). */
export async function fetchPortfolioItems(request: Request): Promise<PortfolioItem[]> {
  const items = await api<unknown>("/api/portfolio", { request });
  if (!Array.isArray(items)) throw new InvalidPortfolioData();
  return items as PortfolioItem[];
}

export function savePortfolioItem(id: string | null, input: PortfolioItemInput) {
  return id
    ? api<PortfolioItem>(`/api/portfolio/${encodeURIComponent(id)}`, { method: "PUT", json: input })
    : api<PortfolioItem>("/api/portfolio", { json: input });
}

/** SPEC §7: a truthy body counts as success. */
export async function deletePortfolioItem(id: string) {
  const answer = await api<unknown>(`/api/portfolio/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (!answer) throw new Error(PORTFOLIO_MESSAGES.deleteFailed);
  return answer;
}
