import type { FastifyInstance } from "fastify";

export interface FormAnswer {
  status: number;
  /** The stored contact's id, for a 201. */
  id?: string;
  retryAfter?: string;
  message?: string;
}

/**
 * Submits the contact form over and over from `concurrency` visitors at once until stopped,
 * keeping every answer: load for tests about what happens to submissions while something breaks.
 */
export function submitContactsContinuously(app: FastifyInstance, concurrency: number) {
  const answers: FormAnswer[] = [];
  let stopped = false;
  let sequence = 0;
  const visitors = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const n = sequence++;
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, subject: "General Inquiry", message: `Enquiry number ${n}` },
      });
      const body = response.json() as { message?: string; data?: { _id?: string } };
      answers.push({
        status: response.statusCode,
        id: body.data?._id,
        retryAfter: response.headers["retry-after"] as string | undefined,
        message: body.message,
      });
    }
  });
  return {
    answers,
    async stop(): Promise<FormAnswer[]> {
      stopped = true;
      await Promise.all(visitors);
      return answers;
    },
  };
}
