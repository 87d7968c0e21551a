// Debian's Chromium for Lighthouse, started once and reused for every page (Lighthouse opens a tab per run).
// Loopback only: every host name but localhost/127.0.0.1 resolves to nothing, and anything that would still
// leave the machine (an IP literal) goes to a proxy address where nothing listens; loopback bypasses it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Headless, no sandbox, no background traffic: for Lighthouse here and for the Playwright e2e run (web/playwright.config.ts). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function loopbackOnlyFlags(deadProxyPort) {
  return [
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    `--proxy-server=http://127.0.0.1:${deadProxyPort}`,
  ];
}

/**
 * Starts Chromium with a DevTools port on 127.0.0.1, its own profile folder and the given browser languages
 * (Accept-Language and navigator.languages, e.g. 'pt-PT,pt'). `onSpawn(stop)` is called as soon as the
 * process exists. Resolves to { port, stop }; `stop()` ends the browser's whole process group.
 */
export function launchChromium({ executable, profileDir, deadProxyPort, acceptLanguage, onSpawn, timeoutMs = 30_000 }) {
  fs.mkdirSync(profileDir); // not recursive: never recreate a temporary folder that is being removed
  const args = [
    ...CHROMIUM_FLAGS,
    ...loopbackOnlyFlags(deadProxyPort),
    // navigator.language: the site's first-visit rule follows it (headless Chromium ignores --lang).
    ...(acceptLanguage ? [`--accept-lang=${acceptLanguage}`] : []),
    `--user-data-dir=${profileDir}`,
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    'about:blank',
  ];
  // Its own process group, so stop() also ends the renderers and helpers it started.
  const child = spawn(executable, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal('SIGTERM');
    const ended = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5_000))]);
    if (!ended) {
      signal('SIGKILL');
      await exited;
    }
  }
  onSpawn?.(stop); // at once, so a clean-up that starts while Chromium boots also ends it
  return new Promise((resolve, reject) => {
    let stderr = '';
    const fail = (message) => {
      clearTimeout(timer);
      stop().finally(() => reject(new Error(`${message}\n${stderr.slice(-2000)}`)));
    };
    const timer = setTimeout(() => fail(`Chromium gave no DevTools address within ${timeoutMs / 1000} s`), timeoutMs);
    child.once('error', (error) => fail(`Chromium did not start: ${error.message}`));
    const early = (code) => fail(`Chromium exited (${code}) before it was ready`);
    child.once('exit', early);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = stderr.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', early);
      child.stderr.removeAllListeners('data');
      child.stderr.resume();
      resolve({ port: Number(match[1]), stop });
    });
  });
}
