import { describe, expect, it } from 'vitest';
import { isStaleEdit } from '../../src/rules/edit-conflict';

describe('isStaleEdit', () => {
  const stored = '2026-01-02T10:00:00.000Z';
  it('refuses an edit started from an older version', () => {
    expect(isStaleEdit('2026-01-02T09:59:59.999Z', stored)).toBe(true);
  });
  it('accepts an edit started from the stored version or a later reading', () => {
    expect(isStaleEdit(stored, stored)).toBe(false);
    expect(isStaleEdit('2026-01-02T10:00:01.000Z', stored)).toBe(false);
  });
  it('does not check an edit that names no version', () => {
    expect(isStaleEdit(undefined, stored)).toBe(false);
    expect(isStaleEdit('', stored)).toBe(false);
    expect(isStaleEdit(stored, null)).toBe(false);
  });
  it('refuses an unreadable version', () => {
    expect(isStaleEdit('hier', stored)).toBe(true);
  });
});
