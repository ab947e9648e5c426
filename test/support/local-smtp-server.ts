import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DeliveredMessage } from './email-sender-contract.js';

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:<port>, for an SmtpEmailSender. */
  url: string;
  /** What the server accepted, in the order it accepted it. */
  received: DeliveredMessage[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 and a free port that keeps what it accepts; `refuse` makes it answer
 * every recipient with 550, or every message (after its data) with 554, as a real server refusing does.
 */
export async function startLocalSmtpServer(refuse: 'nothing' | 'recipients' | 'messages' = 'nothing'): Promise<LocalSmtpServer> {
  const received: DeliveredMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refuse === 'recipients' ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse === 'messages') {
          callback(Object.assign(new Error('Message rejected as spam'), { responseCode: 554 }));
          return;
        }
        received.push({
          raw: Buffer.concat(chunks),
          envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** smtp:// on a port nothing listens on (one just given up by a server that held it). */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
