// A real SMTP server on loopback that keeps what it receives.
import { createRequire } from 'node:module';
import { beforeAll } from 'vitest';
import { standIn } from './strapi';

const require = createRequire(import.meta.url);

export interface ReceivedMail {
  to: string[];
  /** The header block, unfolded (one header a line). */
  headers: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// Just enough MIME for the mails the CMS sends: headers, encoded words, multipart/alternative,
// quoted-printable and base64 parts.
const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, ' ');
const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
const words = (s: string) =>
  s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc, data) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
  );

function splitPart(part: string) {
  const at = part.search(/\r?\n\r?\n/);
  const head = unfold(part.slice(0, at));
  let body = part.slice(at).replace(/^\r?\n\r?\n/, '');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') body = qp(body);
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { head, body };
}

function parseMail(raw: string) {
  const { head, body } = splitPart(raw);
  const parts: { type: string; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (boundary) {
    for (const chunk of raw.split(`--${boundary}`).slice(1, -1)) {
      const part = splitPart(chunk.replace(/^\r?\n/, ''));
      parts.push({ type: header(part.head, 'Content-Type'), body: part.body });
    }
  } else {
    parts.push({ type: header(head, 'Content-Type'), body });
  }
  const of = (type: string) => parts.find((p) => p.type.startsWith(type))?.body ?? '';
  return { headers: head, subject: words(header(head, 'Subject')), text: of('text/plain'), html: of('text/html') };
}

export async function startSmtpSink({ unref = false } = {}): Promise<SmtpSink> {
  const { SMTPServer } = require('smtp-server');
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: NodeJS.ReadableStream, session: { envelope: { rcptTo: { address: string }[] } }, callback: (err?: Error) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw.toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (unref) server.server.unref();
  const port = server.server.address().port;
  return {
    port,
    mails,
    async waitFor(match, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching mail within ${timeoutMs} ms (received ${mails.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let workerSink: Promise<SmtpSink> | undefined;

/**
 * The worker's SMTP sink, started by the first file that asks and kept for the others: the files that
 * mail then share one CMS booted with `smtpSettings(sink)`. Each file finds its own mails by their
 * recipients or subjects (the sink keeps every file's).
 */
export function useSmtpSink(): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await (workerSink ??= startSmtpSink({ unref: true }));
  });
  return standIn(() => sink, 'the SMTP sink');
}

/** What a CMS needs to mail to `sink` (settings read at boot: the mail provider). */
export const smtpSettings = (sink: SmtpSink) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  SMTP_IGNORE_TLS: 'true',
  EMAIL_FROM: 'site@teranga-services.sn',
});
