// A local SMTP server for the browser tests (scripts/web-e2e.mjs): the CMS of the e2e stack sends its
// mail here, each message is written as it came (<n>.eml) into a folder the specs read (E2E_MAIL_DIR).
// Loopback only; it keeps nothing once the run's temporary folder is removed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './web-stack.mjs';

// smtp-server is the CMS's test dependency (its integration tests use it too).
const { SMTPServer } = createRequire(path.join(root, 'cms/package.json'))('smtp-server');

export async function startMailSink(dir) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        // The envelope's recipients first, so a spec finds its mail without reading every header.
        fs.writeFileSync(
          path.join(dir, `${String(count).padStart(5, '0')}.eml`),
          Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]),
        );
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, dir, close: () => new Promise((resolve) => server.close(resolve)) };
}
