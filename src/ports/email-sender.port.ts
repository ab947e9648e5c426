/** An email ready to send: rendered by the adapter that composed it, in the site's language. */
export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email: by default written as a .eml file under the data folder; over SMTP when configured. */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
}
