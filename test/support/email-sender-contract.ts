import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSender, OutgoingEmail } from '../../src/ports/email-sender.port.js';

/** A message as it reached its destination: its RFC 5322 bytes, and the SMTP envelope when it went over SMTP. */
export interface DeliveredMessage {
  raw: Buffer;
  envelope?: { from: string; to: string[] };
}

/**
 * A sender of the subject's kind whose destination takes no email. `rejects`: `send` rejects, so
 * the caller reports it. `reported`: `send` accepted it (delivery comes later) and the sender
 * reports it given up itself.
 */
type UndeliverableSender = { situation: string; sender: EmailSender } & (
  | { failure: 'rejects' }
  | { failure: 'reported'; givenUp(): Promise<{ email: OutgoingEmail; error: unknown }[]> }
);

export interface EmailSenderSubject {
  sender: EmailSender;
  /** Every message that reached the destination so far, once the sender has delivered what it accepted. */
  delivered(): Promise<DeliveredMessage[]>;
  /** Senders like `sender` whose destination takes no email, one per way that happens. */
  undeliverable(): Promise<UndeliverableSender[]>;
  close(): Promise<void>;
}

/** A delivered message read back: header values decoded, and the text and HTML parts. */
interface ReadEmail {
  headers: [name: string, value: string][];
  header(name: string): string;
  /** The addresses in the To, Cc and Bcc headers. */
  recipients: string[];
  text: string;
  html: string;
  envelope?: { from: string; to: string[] };
}

/** Quoted-printable to bytes (the input holds one character per byte). */
const quotedPrintableBytes = (s: string): Buffer =>
  Buffer.from(s.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');

const isUtf8 = (charset: string): boolean => ['utf-8', 'utf8', 'us-ascii'].includes(charset.toLowerCase());

/** A header value with its RFC 2047 encoded words decoded (adjacent words join, as a character may span two). */
function decodeHeader(value: string): string {
  const joined = value.replace(/(\?=)[ \t]+(?==\?)/g, '$1');
  const bytes: Buffer[] = [];
  let last = 0;
  for (const word of joined.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
    if (!isUtf8(word[1]!)) throw new Error(`Unexpected header charset ${word[1]}`);
    bytes.push(Buffer.from(joined.slice(last, word.index), 'latin1'));
    bytes.push(word[2]!.toUpperCase() === 'B' ? Buffer.from(word[3]!, 'base64') : quotedPrintableBytes(word[3]!.replace(/_/g, ' ')));
    last = word.index + word[0].length;
  }
  bytes.push(Buffer.from(joined.slice(last), 'latin1'));
  return Buffer.concat(bytes).toString('utf8');
}

/** One MIME entity (a message or a part): its headers, and its leaf parts by content type. */
function readEntity(entity: string): { headers: [string, string][]; leaves: { type: string; content: string }[] } {
  const split = entity.indexOf('\n\n');
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split + 2);
  const headers = head.replace(/\n(?=[ \t])/g, '').split('\n').filter((line) => line !== '').map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  const contentType = headers.find(([name]) => name === 'content-type')?.[1] ?? 'text/plain; charset=us-ascii';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const params = new Map([...contentType.matchAll(/;\s*([\w-]+)=(?:"([^"]*)"|([^;\s]*))/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? m[3] ?? '']));
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) throw new Error('A multipart entity without a boundary');
    const parts: string[] = [];
    let current: string[] | null = null;
    for (const line of body.split('\n')) {
      const trimmed = line.trimEnd();
      if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
        if (current) parts.push(current.join('\n'));
        if (trimmed === `--${boundary}--`) break;
        current = [];
      } else {
        current?.push(line);
      }
    }
    return { headers, leaves: parts.flatMap((part) => readEntity(part).leaves) };
  }
  const charset = params.get('charset') ?? 'us-ascii';
  if (!isUtf8(charset)) throw new Error(`Unexpected body charset ${charset}`);
  const encoding = headers.find(([name]) => name === 'content-transfer-encoding')?.[1].toLowerCase() ?? '7bit';
  const bytes = encoding === 'quoted-printable' ? quotedPrintableBytes(body)
    : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : Buffer.from(body, 'latin1');
  return { headers, leaves: [{ type, content: bytes.toString('utf8') }] };
}

const addressesIn = (list: string): string[] =>
  list.split(',').map((entry) => (/<([^>]*)>/.exec(entry)?.[1] ?? entry).trim()).filter((address) => address !== '');

/** Reads a delivered message back, with line ends as `\n` (CRLF is the wire's, not the content's). */
function readEmail(message: DeliveredMessage): ReadEmail {
  const { headers: encoded, leaves } = readEntity(message.raw.toString('latin1').replace(/\r\n/g, '\n'));
  const headers = encoded.map(([name, value]): [string, string] => [name, decodeHeader(value)]);
  const only = (type: string): string => {
    const found = leaves.filter((leaf) => leaf.type === type);
    if (found.length !== 1) throw new Error(`Expected one ${type} part, found ${found.length}`);
    return found[0]!.content;
  };
  return {
    headers,
    header: (name) => headers.find(([n]) => n === name.toLowerCase())?.[1] ?? '',
    recipients: headers.filter(([name]) => ['to', 'cc', 'bcc'].includes(name)).flatMap(([, value]) => addressesIn(value)),
    text: only('text/plain'),
    html: only('text/html'),
    envelope: message.envelope,
  };
}

/**
 * What every EmailSender does, read back from where the email went (the .eml files, what the SMTP
 * server accepted): the To, From, Subject and both bodies arrive as given, non-ASCII and long ones
 * included; a line break in the subject adds no header or recipient; several emails all arrive,
 * each once; and an email that cannot be delivered is never dropped silently.
 */
export function describeEmailSenderContract(name: string, make: () => Promise<EmailSenderSubject>): void {
  describe(`${name}: email sender contract`, () => {
    let subject: EmailSenderSubject;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject?.close());

    /** An email to an address of its own, so each case reads back only what it sent. */
    const anEmail = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
      to: `shopper.${randomUUID().slice(0, 8)}@example.com`,
      from: 'Evans <orders@evans.example>',
      subject: 'Your order EV-1000123 is confirmed',
      text: 'Hello Ada,\nThank you for your order.',
      html: '<p>Hello Ada,</p>\n<p>Thank you for your order.</p>',
      ...overrides,
    });
    const deliveredTo = async (address: string): Promise<ReadEmail[]> =>
      (await subject.delivered()).map(readEmail).filter((email) => email.recipients.includes(address));
    const expectDeliveredAsGiven = (read: ReadEmail, email: OutgoingEmail): void => {
      expect(read.header('to')).toBe(email.to);
      expect(read.header('from')).toBe(email.from);
      expect(read.header('subject')).toBe(email.subject);
      expect(read.text).toBe(email.text);
      expect(read.html).toBe(email.html);
      expect(read.recipients).toEqual([email.to]);
      if (read.envelope) expect(read.envelope).toEqual({ from: /<([^>]*)>/.exec(email.from)![1], to: [email.to] });
    };

    it('delivers one message with the To, From, Subject, text and HTML given, to that recipient only', async () => {
      const email = anEmail();
      await subject.sender.send(email);
      const delivered = await deliveredTo(email.to);
      expect(delivered).toHaveLength(1);
      expectDeliveredAsGiven(delivered[0]!, email);
    });

    it('keeps non-ASCII text in the subject, the sender name and both bodies', async () => {
      const email = anEmail({
        from: 'Évans Grüße <orders@evans.example>',
        subject: 'Ihre Bestellung EV-1000123 ist bestätigt — Grüße, £12.99, 東京 🎁',
        text: 'Hallo Zoë,\nGrüße, £12.99, 東京 🎁\nVielen Dank für Ihre Bestellung.',
        html: '<p>Hallo Zoë,</p>\n<p>Grüße, £12.99, 東京 🎁</p>',
      });
      await subject.sender.send(email);
      const delivered = await deliveredTo(email.to);
      expect(delivered).toHaveLength(1);
      expectDeliveredAsGiven(delivered[0]!, email);
    });

    it('keeps a long HTML body and lines far longer than a mail line may be', async () => {
      const rows = Array.from({ length: 3_000 }, (_, i) => `<tr><td>Wrap dress ${i}, Größe 12</td><td>£${(i / 7).toFixed(2)}</td></tr>`);
      const email = anEmail({
        text: `${'Thank you for your order. '.repeat(120)}\nGrüße, 東京`,
        html: `<table>\n${rows.join('\n')}\n</table>\n<p>${rows.join('')}</p>`,
      });
      expect(email.html.length).toBeGreaterThan(300_000);
      await subject.sender.send(email);
      const delivered = await deliveredTo(email.to);
      expect(delivered).toHaveLength(1);
      expectDeliveredAsGiven(delivered[0]!, email);
    });

    it('a line break in the subject adds no header and no recipient', async () => {
      const email = anEmail({ subject: 'Your order EV-1000123\r\nBcc: intruder@example.com\nX-Injected: yes' });
      await subject.sender.send(email);
      const delivered = await deliveredTo(email.to);
      expect(delivered).toHaveLength(1);
      const read = delivered[0]!;
      expect(read.headers.map(([header]) => header)).not.toContain('bcc');
      expect(read.headers.map(([header]) => header)).not.toContain('x-injected');
      expect(read.headers.filter(([header]) => header === 'subject')).toHaveLength(1);
      expect(read.header('subject')).toMatch(/^Your order EV-1000123\s+Bcc: intruder@example\.com\s+X-Injected: yes$/);
      expect(read.recipients).toEqual([email.to]);
      if (read.envelope) expect(read.envelope.to).toEqual([email.to]);
      expect(await deliveredTo('intruder@example.com')).toEqual([]);
    });

    it('delivers every one of several emails, sent one after another and at once, each once', async () => {
      const to = anEmail().to;
      const subjects = Array.from({ length: 8 }, (_, i) => `Your order EV-10001${i} is confirmed`);
      for (const s of subjects.slice(0, 4)) await subject.sender.send(anEmail({ to, subject: s }));
      await Promise.all(subjects.slice(4).map((s) => subject.sender.send(anEmail({ to, subject: s }))));
      const delivered = await deliveredTo(to);
      expect(delivered.map((read) => read.header('subject')).sort()).toEqual([...subjects].sort());
    });

    it('never drops an email it cannot deliver silently: send rejects with the reason, or the sender reports it given up', async () => {
      const senders = await subject.undeliverable();
      expect(senders.length).toBeGreaterThan(0);
      for (const undeliverable of senders) {
        const email = anEmail();
        if (undeliverable.failure === 'rejects') {
          const error: unknown = await undeliverable.sender.send(email).then(() => null, (e: unknown) => e);
          expect(error, undeliverable.situation).toBeInstanceOf(Error);
          expect((error as Error).message, undeliverable.situation).not.toBe('');
        } else {
          await undeliverable.sender.send(email);
          expect(await undeliverable.givenUp(), undeliverable.situation).toEqual([{ email, error: expect.any(Error) }]);
        }
      }
    });
  });
}
