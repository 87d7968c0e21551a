// The editors' preview marks the parts of a detail page with the field they show (lib/apercu-marks.ts), for
// click-to-edit in the back-office's panel; the pages visitors get carry none.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK_FIELD, MARK_LANG } from '../../src/lib/apercu-marks';
import { allPages, fileFor } from './dist';

describe('the built site', () => {
  it('has no click-to-edit mark on any page', () => {
    const pages = allPages();
    // Detail pages are among them: the ones the marks would be on.
    expect(pages.some((p) => p.startsWith('/article/'))).toBe(true);
    const marked = pages.filter((p) => {
      const html = fs.readFileSync(fileFor(p), 'utf8');
      return html.includes(MARK_FIELD) || html.includes(MARK_LANG);
    });
    expect(marked).toEqual([]);
  });
});
