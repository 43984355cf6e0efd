import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP reply the test server gives instead of accepting (e.g. 451 or 550). */
export class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export type ReceivedMail = { raw: string; parsed: ParsedMail; envelopeTo: string[] };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Every message the server was offered, accepted or not (its raw text): a retry's Message-ID. */
  offered: string[];
  /** Connections that failed (e.g. ECONNRESET when the sending process was killed). */
  connectionErrors: string[];
  /** Refuses a recipient (RCPT TO) with a reply; undefined accepts. */
  onRecipient?: (address: string) => SmtpReply | undefined;
  /** Refuses a message after its data (DATA) with a reply; undefined accepts. */
  onMessage?: (raw: string) => SmtpReply | undefined;
  close(): Promise<void>;
};

/** A real SMTP server in the test process (no TLS, no login), keeping what it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: Omit<TestSmtpServer, 'url' | 'close'> = { received: [], offered: [], connectionErrors: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const refusal = state.onRecipient?.(address.address);
      callback(refusal ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        state.offered.push(raw);
        const refusal = state.onMessage?.(raw);
        if (refusal) {
          callback(refusal);
          return;
        }
        simpleParser(raw).then(
          (parsed) => {
            state.received.push({
              raw,
              parsed,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender cut off mid-conversation (the drill kills an API process with kill -9) is an 'error' on
  // the server: without a listener it would be an uncaught exception in the test process.
  server.on('error', (error: NodeJS.ErrnoException) =>
    state.connectionErrors.push(error.code ?? error.message),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const handle = state as TestSmtpServer;
  handle.url = `smtp://127.0.0.1:${port}`;
  handle.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return handle;
}
