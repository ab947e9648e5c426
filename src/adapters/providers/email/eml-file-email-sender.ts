import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailSender, OutgoingEmail } from '../../../ports/email-sender.port.js';
import { mailOptionsOf } from './mail-options.js';

/** Where the written emails go under the data folder. */
export const mailFolderOf = (dataDir: string): string => join(dataDir, 'mail');

/** Told about each email written: its file, recipient and subject (never the body). */
export type EmailWrittenLog = (entry: { file: string; to: string; subject: string }) => void;

/**
 * The default EmailSender: each email becomes an RFC 5322 message (made by nodemailer's stream
 * transport, multipart text and HTML) written as a `.eml` file under `<data>/mail/`, which any
 * mail client opens, and a log line says where it is.
 */
export class EmlFileEmailSender implements EmailSender {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(private readonly folder: string, private readonly log: EmailWrittenLog) {}

  async send(email: OutgoingEmail): Promise<void> {
    const { message } = await this.composer.sendMail(mailOptionsOf(email));
    const file = join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    // The folder is made when a write finds it missing, not before every email.
    await writeFile(file, message as Buffer, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.folder, { recursive: true });
      await writeFile(file, message as Buffer, { flag: 'wx' });
    });
    this.log({ file, to: email.to, subject: email.subject });
  }
}
