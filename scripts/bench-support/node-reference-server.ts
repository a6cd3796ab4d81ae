// The floor Node.js itself sets for bench:first-visit: a bare `node:http` server that answers each
// recorded path with the bytes and headers our server sent for it, and does nothing else (no routing,
// cache lookup, metrics or negotiation). Started by scripts/bench-first-visit.ts with the flags of
// `npm start`; what it answers is in the JSON file named by its first argument (`ReferenceAnswer[]`).
//   node --import tsx scripts/bench-support/node-reference-server.ts answers.json PORT
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";

export interface ReferenceAnswer {
  path: string;
  status: number;
  /** Name/value pairs as our server sent them, without those Node adds (date, connection, keep-alive) and the length. */
  headers: string[];
  /** Our server sent a request id: the reference makes a new one for each answer too. */
  requestId: boolean;
  bodyBase64: string;
}

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  (JSON.parse(readFileSync(answersFile!, "utf8")) as ReferenceAnswer[]).map((answer) => {
    const body = Buffer.from(answer.bodyBase64, "base64");
    return [answer.path, { ...answer, body, headers: [...answer.headers, "content-length", String(body.length)] }];
  }),
);

http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? "/");
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.requestId ? [...answer.headers, "x-request-id", randomUUID()] : answer.headers).end(answer.body);
  })
  .listen(Number(port), "127.0.0.1");
