// A second `npm start` reuses the live build only when its sources and content are those it was built from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentText, isUpToDate, readStamp, sourcesFingerprint, writeStamp } from '../site-stamp.mjs';

describe('site stamp', () => {
  it('is up to date only with the same sources and the same, known content', () => {
    const stamp = { sources: 's', content: 'c' };
    expect(isUpToDate(stamp, { sources: 's', content: 'c' })).toBe(true);
    expect(isUpToDate(stamp, { sources: 's2', content: 'c' })).toBe(false);
    expect(isUpToDate(stamp, { sources: 's', content: 'c2' })).toBe(false);
    expect(isUpToDate(stamp, { sources: 's', content: null })).toBe(false);
    expect(isUpToDate(null, { sources: 's', content: 'c' })).toBe(false);
  });

  it('changes the sources fingerprint when a source file changes, and reads back what it wrote', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    fs.mkdirSync(path.join(root, 'web', 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, 'web', 'src', 'a.ts'), 'a');
    const before = sourcesFingerprint(root);
    expect(sourcesFingerprint(root)).toBe(before);
    fs.writeFileSync(path.join(root, 'web', 'src', 'a.ts'), 'ab');
    expect(sourcesFingerprint(root)).not.toBe(before);
    const file = path.join(root, 'stamp.json');
    writeStamp(file, { sources: 's', content: 'c' });
    expect(readStamp(file)).toMatchObject({ sources: 's', content: 'c', builtAt: expect.any(String) });
    expect(readStamp(path.join(root, 'missing.json'))).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads the content without its view counts, which change with every visit', () => {
    const list = (views: number, titre = 'A') => JSON.stringify([{ _id: '1', titre: { fr: titre }, nombreVues: views, auteur: null }]);
    expect(contentText(list(3))).toBe(contentText(list(4000)));
    expect(contentText(list(3))).not.toBe(contentText(list(3, 'B')));
    expect(contentText(list(3))).not.toContain('nombreVues');
    expect(contentText('not json')).toBe('not json');
  });
});
