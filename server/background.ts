import type { FastifyInstance } from "fastify";

/**
 * Work a route starts after answering (e.g. looking up an account for a password reset, so the answer
 * takes the same time whether it exists or not). Failures are logged; closing the app waits for what
 * is still running, and tests wait for it with `backgroundWorkSettled`.
 */
// Keyed by the app's services, which every encapsulated context of one app shares.
const pendingByApp = new WeakMap<object, Set<Promise<unknown>>>();

export function registerBackgroundWork(app: FastifyInstance) {
  const pending = new Set<Promise<unknown>>();
  pendingByApp.set(app.services, pending);
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });
}

export function runInBackground(app: FastifyInstance, what: string, task: () => Promise<unknown>) {
  const pending = pendingByApp.get(app.services);
  if (!pending) throw new Error("registerBackgroundWork(app) was not called");
  const running: Promise<unknown> = Promise.resolve()
    .then(task)
    .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
    .finally(() => pending.delete(running));
  pending.add(running);
}

export async function backgroundWorkSettled(app: FastifyInstance) {
  await Promise.allSettled([...(pendingByApp.get(app.services) ?? [])]);
}
