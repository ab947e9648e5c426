/** An email ready to send: rendered by the adapter that composed it, in the site's language. */
export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The order the email is about and which email it is (`confirmation`, `dispatch`...), so the order's timeline shows it once sent. */
  regarding?: { orderId: string; email: string };
}

/**
 * Sends email: by default written as a .eml file under the data folder; over SMTP when configured.
 * The message arrives with the fields as given (any language, any length). An email that cannot
 * be delivered is never dropped silently: `send` rejects, so the caller reports it, or a sender
 * that delivers after resolving reports it given up itself.
 */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
}
