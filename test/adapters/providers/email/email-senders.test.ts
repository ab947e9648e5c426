import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmlFileEmailSender, mailFolderOf } from '../../../../src/adapters/providers/email/eml-file-email-sender.js';
import { SmtpEmailSender } from '../../../../src/adapters/providers/email/smtp-email-sender.js';
import type { OutgoingEmail } from '../../../../src/ports/email-sender.port.js';
import { describeEmailSenderContract } from '../../../support/email-sender-contract.js';
import { startLocalSmtpServer, unreachableSmtpUrl } from '../../../support/local-smtp-server.js';

const email: OutgoingEmail = {
  to: 'zoë@example.com',
  from: 'Evans <orders@evans.example>',
  subject: 'Ihre Bestellung EV-1000123 ist bestätigt',
  text: 'Hallo Zoë,\nVielen Dank für Ihre Bestellung.',
  html: '<p>Hallo Zoë,</p><p>Vielen Dank für Ihre Bestellung.</p>',
};

describeEmailSenderContract('EmlFileEmailSender', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'eml-contract-'));
  const folder = mailFolderOf(dir);
  // A regular file where the mail folder's parent should be: no folder can be made under it.
  await writeFile(join(dir, 'not-a-folder'), '');
  return {
    sender: new EmlFileEmailSender(folder, () => undefined),
    delivered: async () => {
      const files = await readdir(folder).catch(() => []);
      return Promise.all(files.map(async (file) => ({ raw: await readFile(join(folder, file)) })));
    },
    undeliverable: async () => [
      { situation: 'the mail folder cannot be made', sender: new EmlFileEmailSender(join(dir, 'not-a-folder', 'mail'), () => undefined), failure: 'rejects' },
    ],
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

describeEmailSenderContract('SmtpEmailSender against a local SMTP server', async () => {
  const server = await startLocalSmtpServer();
  const refusingRecipients = await startLocalSmtpServer('recipients');
  const refusingMessages = await startLocalSmtpServer('messages');
  const senders = [server.url, refusingRecipients.url, refusingMessages.url, await unreachableSmtpUrl()].map((url) => new SmtpEmailSender(url));
  return {
    sender: senders[0]!,
    delivered: async () => server.received,
    undeliverable: async () => [
      { situation: 'the server refuses the recipient', sender: senders[1]!, failure: 'rejects' },
      { situation: 'the server refuses the message', sender: senders[2]!, failure: 'rejects' },
      { situation: 'nothing listens', sender: senders[3]!, failure: 'rejects' },
    ],
    close: async () => {
      for (const sender of senders) sender.close();
      await Promise.all([server, refusingRecipients, refusingMessages].map((s) => s.close()));
    },
  };
});

describe('EmlFileEmailSender', () => {
  it('writes an RFC 5322 message as a .eml file, making the mail folder when missing, and logs where', async () => {
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
      expect(raw).toContain('\r\n\r\n');
      expect(logged.map((l) => [l.to, l.subject])).toEqual([[email.to, email.subject], [email.to, 'Second']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
