// A local SMTP server for benchmarks, in a process of its own (forked by the benchmark, so it does
// not compete with the code being measured for the event loop): accepts every message and, when
// asked over IPC, reports the Message-ID of each one received.
import { SMTPServer } from "smtp-server";

const messageIds: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  maxClients: 100,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      messageIds.push(head.match(/^Message-ID: *(<[^>]+>)/im)?.[1] ?? "");
      callback();
    });
  },
});

server.listen(0, "127.0.0.1", () => {
  process.send!({ port: (server.server.address() as { port: number }).port });
});
process.on("message", (message) => {
  if (message === "report") process.send!({ messageIds });
  if (message === "stop") server.close(() => process.exit(0));
});
