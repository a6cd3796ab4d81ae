import type { FastifyServerOptions } from "fastify";

export interface LoggedLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A Fastify logger that keeps its JSON lines in memory, for tests about what the operator reads. */
export function capturingLogger(level = "info") {
  const lines: LoggedLine[] = [];
  const logger: FastifyServerOptions["logger"] = { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
  return {
    lines,
    logger,
    /** Lines at error level (pino: 50) or above. */
    errors: () => lines.filter((line) => line.level >= 50),
  };
}
