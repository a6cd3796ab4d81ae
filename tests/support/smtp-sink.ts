import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives (in memory, and as JSON
 * files in `saveTo` for tests running in another process). Tests send mail to it through SMTP_URL.
 */
export async function startSmtpSink(options: { saveTo?: string; port?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The outbox keeps its SMTP connections open between messages: close() ends them after this long.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const headers: Record<string, string> = {};
          for (const [key, value] of mail.headers) headers[key] = typeof value === "string" ? value : JSON.stringify(value);
          const email: ReceivedEmail = {
            from: mail.from?.text ?? "",
            to: [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address ?? "") ?? []),
            replyTo: mail.replyTo?.text ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers,
            receivedAt: new Date().toISOString(),
          };
          received.push(email);
          if (options.saveTo) {
            writeFileSync(path.join(options.saveTo, `${Date.now()}-${received.length}.json`), JSON.stringify(email));
          }
          callback();
        })
        .catch(callback);
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  // A client that goes away mid-session (an instance a test kills with SIGKILL) resets its connection,
  // which SMTPServer reports as an 'error' event: like any mail server, the sink carries on.
  server.on("error", () => {});
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
