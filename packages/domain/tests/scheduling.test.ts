import { describe, expect, it } from 'vitest';
import { isDue } from '../src/scheduling';

const now = new Date('2026-11-21T12:00:00Z');

describe('isDue', () => {
  it('publishes a planifié item whose date has come', () => {
    expect(isDue({ etat: 'planifié', datePublication: '2026-11-21T11:59:00Z' }, now)).toBe(true);
    expect(isDue({ etat: ' Planifié ', datePublication: now }, now)).toBe(true);
  });

  it('leaves future, undated and non-scheduled items alone', () => {
    expect(isDue({ etat: 'planifié', datePublication: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(isDue({ etat: 'planifié', datePublication: null }, now)).toBe(false);
    expect(isDue({ etat: 'brouillon', datePublication: '2020-01-01' }, now)).toBe(false);
    expect(isDue({ etat: 'publié', datePublication: '2020-01-01' }, now)).toBe(false);
  });
});
