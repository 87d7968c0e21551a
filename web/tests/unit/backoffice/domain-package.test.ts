import { describe, expect, it } from 'vitest';
import { validateArticle } from '@teranga/domain';

describe('the back-office validators are the domain package rules', () => {
  it('gives the spec message for a short French title', () => {
    const { errors } = validateArticle({ titre: { fr: 'Court' } }, 'edit', { now: new Date(), hasImage: true, hasAuteur: true });
    expect(errors.map((e) => e.message)).toContain('Le titre (fr) doit contenir entre 10 et 120 caractères.');
  });
});
