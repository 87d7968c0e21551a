// Every built page passes the Nu Html Checker (vnu-jar from npm, run by the system's Java 17) with no
// error. CSS messages are left aside: the checker's CSS grammar lags behind what browsers accept.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPages, dist } from './dist';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

function vnu(target: string): Promise<VnuMessage[]> {
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
  return new Promise((resolve, reject) => {
    execFile(
      process.env.JAVA ?? 'java',
      ['-Xss1024k', '-jar', jar, '--format', 'json', '--errors-only', '--skip-non-html', target],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu gave no JSON: ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

describe('valid HTML', () => {
  it('every built page has no error for the Nu Html Checker (CSS aside)', async () => {
    expect(allPages().length).toBeGreaterThan(50);
    const messages = await vnu(dist);
    const errors = messages
      .filter((m) => (m.type === 'error' || m.subType === 'fatal') && !m.message.startsWith('CSS:'))
      .map((m) => `${path.relative(dist, decodeURIComponent(new URL(m.url ?? 'file:///').pathname))}:${m.lastLine ?? 0}: ${m.message}`);
    expect(errors).toEqual([]);
  }, 300_000);
});
