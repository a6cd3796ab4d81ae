/**
 * How errors appear in the logs: type, message, code and stack, and the same for their cause, but never
 * the values a failed SQL statement was sent with (drizzle puts them in its error's message and
 * `params`; PostgreSQL repeats them in `detail`, e.g. "Key (email)=(…) already exists"). Those are
 * visitors' names, emails and messages, and admins' password hashes.
 */
interface LoggedError extends Record<string, unknown> {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  query?: string;
  cause?: LoggedError;
}

export function serializeErrorForLog(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const logged = serialize(error, 0);
  return { ...logged, stack: logged.stack ?? "" };
}

function serialize(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 200) };
  const { message, stack } = error;
  const rawQuery = (error as unknown as { query?: unknown }).query;
  const query = typeof rawQuery === "string" ? rawQuery : undefined;
  const safeMessage = query !== undefined && message.startsWith("Failed query:") ? `Failed query: ${query}` : withoutParams(message);
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: safeMessage,
    ...(typeof code === "string" ? { code } : {}),
    ...(query !== undefined ? { query } : {}),
    ...(stack ? { stack: stack.replace(message, safeMessage) } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: serialize(cause, depth + 1) } : {}),
  };
}

/** drizzle's "Failed query: …\nparams: …" when it is not a DrizzleQueryError with `query`. */
function withoutParams(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]");
}
