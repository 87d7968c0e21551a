import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVerdict, descendants, htmlPages, PHASE_MARKERS, phaseDurations, phaseTracker, rssBytes } from '../../bench/build-figures.mjs';

describe('descendants', () => {
  const stat = (pid: number, ppid: number, comm = 'node') => [pid, `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1`] as const;

  it('walks the tree under the root and leaves other processes out', () => {
    const stats = new Map([stat(1, 0), stat(10, 1), stat(11, 10), stat(12, 10), stat(13, 11), stat(20, 1)]);
    expect(descendants(10, stats).sort()).toEqual([10, 11, 12, 13]);
  });

  it('reads the parent after a command name holding spaces and parentheses', () => {
    const stats = new Map([stat(5, 1), stat(6, 5, 'vite (worker) 2')]);
    expect(descendants(5, stats)).toEqual([5, 6]);
  });

  it('gives nothing once the root has exited', () => {
    expect(descendants(99, new Map([stat(1, 0)]))).toEqual([]);
  });
});

describe('rssBytes', () => {
  it('reads VmRSS in bytes', () => {
    expect(rssBytes('Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  123456 kB\nThreads: 7\n')).toBe(123456 * 1024);
  });

  it('is 0 for a kernel thread or a zombie without VmRSS', () => {
    expect(rssBytes('Name:\tkthreadd\nState:\tS\n')).toBe(0);
  });
});

describe('buildVerdict', () => {
  it('passes at 300 pages per second and under 2 GiB', () => {
    const v = buildVerdict({ pages: 6000, seconds: 20, peakRssBytes: 1.5 * 1024 ** 3 });
    expect(v.pagesPerSecond).toBe(300);
    expect(v.msPerPage).toBeCloseTo(3.33, 2);
    expect(v.speedOk && v.memoryOk).toBe(true);
  });

  it('misses on speed and on memory separately', () => {
    expect(buildVerdict({ pages: 6000, seconds: 20.1, peakRssBytes: 1024 }).speedOk).toBe(false);
    expect(buildVerdict({ pages: 5500, seconds: 10, peakRssBytes: 2 * 1024 ** 3 }).memoryOk).toBe(false);
  });

  it('never passes memory when nothing was measured', () => {
    expect(buildVerdict({ pages: 10, seconds: 1, peakRssBytes: 0 }).memoryOk).toBe(false);
  });
});

describe('htmlPages', () => {
  it('lists the HTML files of a tree with forward slashes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-pages-'));
    try {
      fs.mkdirSync(path.join(dir, 'en/article'), { recursive: true });
      for (const file of ['index.html', 'en/article/a.html', 'en/article/a.css', 'sitemap.xml']) fs.writeFileSync(path.join(dir, file), '');
      expect(htmlPages(dir).sort()).toEqual(['en/article/a.html', 'index.html']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('phaseDurations', () => {
  it('runs each phase until the next one opens, the last until the end', () => {
    const marks = new Map([
      [1, 3],
      [2, 4.5],
      [3, 9],
    ]);
    expect(phaseDurations(marks, 30).map((p: { seconds: number }) => p.seconds)).toEqual([3, 1.5, 4.5, 21]);
  });

  it('leaves out a phase whose line never came', () => {
    const phases = phaseDurations(new Map([[2, 5]]), 12);
    expect(phases).toEqual([
      { name: PHASE_MARKERS[0][0], seconds: 5 },
      { name: PHASE_MARKERS[2][0], seconds: 7 },
    ]);
  });
});

describe('phaseTracker', () => {
  it('notes when each phase line first arrives, a line split across two chunks included', () => {
    const tracker = phaseTracker();
    tracker.seen('12:00:01 [content] Syncing', 1);
    tracker.seen(' content\n', 2);
    tracker.seen('[content] Synced content\n[build] Building static entrypoints...\n', 5);
    tracker.seen('[content] Syncing content\n', 6);
    expect([...tracker.marks]).toEqual([
      [1, 2],
      [2, 5],
      [3, 5],
    ]);
    expect(tracker.phases(9).map((p: { seconds: number }) => p.seconds)).toEqual([2, 3, 0, 4]);
  });
});
