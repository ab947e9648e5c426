import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailSender, OutgoingEmail } from '../../../ports/email-sender.port.js';
import { mailOptionsOf } from './mail-options.js';

/** How long an SMTP server may take to connect, greet and answer. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends email over SMTP (SMTP_URL: smtp://user:pass@host:587 or smtps://...). A refused or
 * unreachable server makes `send` reject; callers that must not fail (the order confirmation)
 * catch and report it.
 */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(url: string, options: { tls?: { rejectUnauthorized: boolean } } = {}) {
    this.transport = nodemailer.createTransport({ url, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS, ...options });
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail(mailOptionsOf(email));
  }

  close(): void {
    this.transport.close();
  }
}
