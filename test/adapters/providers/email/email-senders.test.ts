import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmlFileEmailSender, mailFolderOf } from '../../../../src/adapters/providers/email/eml-file-email-sender.js';
import { SmtpEmailSender } from '../../../../src/adapters/providers/email/smtp-email-sender.js';
import type { OutgoingEmail } from '../../../../src/ports/email-sender.port.js';

const email: OutgoingEmail = {
  to: 'zoë@example.com',
  from: 'Evans <orders@evans.example>',
  subject: 'Ihre Bestellung EV-1000123 ist bestätigt',
  text: 'Hallo Zoë,\nVielen Dank für Ihre Bestellung.',
  html: '<p>Hallo Zoë,</p><p>Vielen Dank für Ihre Bestellung.</p>',
};

/** Decodes the quoted-printable and encoded-word parts a message may use, enough to read it back. */
const readable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const utf8 = (latin: string): string => Buffer.from(latin, 'latin1').toString('utf8');

describe('EmlFileEmailSender', () => {
  it('writes an RFC 5322 message under the data folder and logs where', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'eml-'));
    try {
      const logged: { file: string; to: string; subject: string }[] = [];
      const sender = new EmlFileEmailSender(mailFolderOf(dir), (entry) => logged.push(entry));
      await sender.send(email);
      await sender.send({ ...email, subject: 'Second' });
      const files = (await readdir(mailFolderOf(dir))).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const raw = await readFile(join(mailFolderOf(dir), files.find((f) => logged[0]!.file.endsWith(f))!), 'latin1');
      expect(raw).toMatch(/^From: Evans <orders@evans\.example>\r\n/m);
      expect(raw).toMatch(/^Date: .+\r\n/m);
      expect(raw).toMatch(/^Message-ID: <.+>\r\n/m);
      expect(raw).toMatch(/^MIME-Version: 1\.0\r\n/m);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(utf8(readable(raw))).toContain('Hallo Zoë,');
      expect(utf8(readable(raw))).toContain('<p>Vielen Dank für Ihre Bestellung.</p>');
      expect(raw).toContain('\r\n\r\n');
      expect(logged.map((l) => [l.to, l.subject])).toEqual([[email.to, email.subject], [email.to, 'Second']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SmtpEmailSender against a local SMTP server', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  let refuse = false;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('latin1') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with its envelope, subject and both parts', async () => {
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}`, { tls: { rejectUnauthorized: false } });
    try {
      await sender.send({ ...email, to: 'ada@example.com' });
    } finally {
      sender.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('orders@evans.example');
    expect(received[0]!.to).toEqual(['ada@example.com']);
    expect(received[0]!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(utf8(readable(received[0]!.raw))).toContain('Hallo Zoë,');
    expect(received[0]!.raw).toMatch(/Content-Type: text\/html/);
  });

  it('rejects when the server refuses the recipient, and when nothing listens', async () => {
    refuse = true;
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}`);
    try {
      await expect(sender.send({ ...email, to: 'ada@example.com' })).rejects.toThrow();
    } finally {
      refuse = false;
      sender.close();
    }
    const nobody = new SmtpEmailSender('smtp://127.0.0.1:1');
    await expect(nobody.send(email)).rejects.toThrow();
    nobody.close();
  });
});
