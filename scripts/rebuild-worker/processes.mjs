// Child processes of the worker: the ones it must stop with it, and the background ones that yield.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** How much of a process's output is kept to say why it failed. */
export const KEEP_REASON = 2000;

export const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Background work yields the processors to builds and to the site server. */
export const lowPriority = (child) => {
  try {
    os.setPriority(child.pid, 15);
  } catch {
    /* not permitted: it runs at normal priority */
  }
};

/** A child process that is not a build (the CSP check): started at low priority, tracked in `children`. */
export function background(children, commandLine, cwd) {
  return new Promise((resolve) => {
    const child = spawn(commandLine[0], commandLine[1], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    lowPriority(child);
    children.add(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        output = (output + chunk).slice(-KEEP_REASON);
      });
    child.on('error', () => {
      children.delete(child);
      resolve({ ok: false, output });
    });
    child.on('exit', (code) => {
      children.delete(child);
      resolve({ ok: code === 0, output });
    });
  });
}
