import type { OutgoingEmail } from '../../../ports/email-sender.port.js';

/** An outgoing email as nodemailer's message fields. */
export const mailOptionsOf = (email: OutgoingEmail) => ({
  from: email.from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
});
