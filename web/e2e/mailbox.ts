// The mail the stack's local SMTP sink received (scripts/mail-sink.mjs writes one file per message into
// E2E_MAIL_DIR): the newest link of a given shape mailed to an address.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

export async function mailedLink(to: string, shape: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through scripts/web-e2e.mjs');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = fs
          .readdirSync(dir)
          .sort()
          .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
          .filter((raw) => raw.startsWith(`X-Envelope-To: ${to}\r\n`));
        // Quoted-printable soft line breaks and the encoded "=" of the query string.
        const text = (mails.at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        link = shape.exec(text)?.[0];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}
