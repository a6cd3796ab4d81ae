import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { idempotencyKeySchema } from "#contracts/idempotency.ts";
import type { Database, Transaction } from "../db/client.ts";
import { idempotentRequests } from "../db/schema.ts";

/**
 * Idempotent public forms: each rendered form carries a key it made (`IDEMPOTENCY_FIELD`, or the
 * `Idempotency-Key` header for the API). A submission runs its work and records its answer under
 * (form, key, what was submitted) in the same transaction; a repeat — the visitor retrying after a
 * lost reply, a double click, two instances receiving the same retry — gets the first answer back
 * and stores nothing new. The submitted fields are part of the identity, so a form sent again with
 * different content (the back button restores the old key) is a new submission, not a lost one.
 * See docs/decisions/025-idempotent-forms.md.
 */

/** How long a key is remembered: far longer than any retry, short enough to keep the table small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key as contracts/idempotency.ts defines it (anything else, e.g. a tampered hidden field, is no key). */
export const isValidIdempotencyKey = (key: unknown): key is string => idempotencyKeySchema.safeParse(key).success;

export interface IdempotentSubmission {
  /** Which form, e.g. "contact". */
  scope: string;
  key: string;
  /** What was submitted, as validated (stable across retries: no timestamps). */
  fields: unknown;
}

export interface RunOnceResult<Answer> {
  answer: Answer;
  /** True when this is a repeat: the first submission's answer, nothing done now. */
  replayed: boolean;
}

const submissionId = ({ scope, key, fields }: IdempotentSubmission) =>
  createHash("sha256").update(JSON.stringify([scope, key, fields])).digest("hex");

/** The stored answer of an earlier identical submission, if any (checked before counting rate limits). */
export async function findEarlierAnswer<Answer>(db: Database, submission: IdempotentSubmission | undefined): Promise<Answer | undefined> {
  if (!submission) return undefined;
  const [row] = await db.select({ answer: idempotentRequests.answer }).from(idempotentRequests).where(eq(idempotentRequests.id, submissionId(submission)));
  return (row?.answer ?? undefined) as Answer | undefined;
}

/**
 * Runs `work` in a transaction, once per submission. The key is claimed first in that transaction:
 * a concurrent duplicate waits on the claim (PostgreSQL's unique index) and, once the first commits,
 * finds it taken and answers with what the first stored. If the first rolls back, the duplicate runs.
 */
export async function runOnce<Answer>(
  db: Database,
  submission: IdempotentSubmission | undefined,
  work: (tx: Transaction) => Promise<Answer>,
): Promise<RunOnceResult<Answer>> {
  if (!submission) return { answer: await db.transaction(work), replayed: false };
  const id = submissionId(submission);
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotentRequests)
      .values({ id, scope: submission.scope, expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) })
      .onConflictDoNothing()
      .returning({ id: idempotentRequests.id });
    if (!claimed) return { first: false as const };
    const answer = await work(tx);
    await tx.update(idempotentRequests).set({ answer: answer as object }).where(eq(idempotentRequests.id, id));
    return { first: true as const, answer };
  });
  if (outcome.first) return { answer: outcome.answer, replayed: false };
  const earlier = await findEarlierAnswer<Answer>(db, submission);
  return { answer: earlier as Answer, replayed: true };
}
