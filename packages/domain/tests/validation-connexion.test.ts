import { describe, expect, it } from 'vitest';
import { validateConnexion } from '../src/validation/connexion';
import { readConnexion } from '../src/validation/connexion-fields';

const REQUIRED = "L'email et le mot de passe sont obligatoires.";

describe('validateConnexion', () => {
  it('accepts credentials, trims and lower-cases the email but not the password', () => {
    expect(validateConnexion({ email: ' Admin@Example.SN ', motDePasse: ' Secret 1 ' })).toEqual({
      errors: [],
      value: { email: 'admin@example.sn', motDePasse: ' Secret 1 ' },
    });
  });

  it('requires both fields', () => {
    expect(validateConnexion({ motDePasse: 'x' }).errors).toEqual([{ path: 'email', message: REQUIRED, code: 'connexion.required' }]);
    expect(validateConnexion({ email: 'a@b.sn', motDePasse: '' }).errors).toEqual([
      { path: 'motDePasse', message: REQUIRED, code: 'connexion.required' },
    ]);
    expect(validateConnexion({ email: '  ' }).errors).toEqual([
      { path: 'email', message: REQUIRED, code: 'connexion.required' },
      { path: 'motDePasse', message: REQUIRED, code: 'connexion.required' },
    ]);
  });

  it('ignores non-object bodies and non-string fields', () => {
    expect(validateConnexion(null).errors).toHaveLength(2);
    expect(validateConnexion('email=a').errors).toHaveLength(2);
    expect(validateConnexion({ email: ['a@b.sn'], motDePasse: 12345678 }).errors).toHaveLength(2);
  });

  it('reads password when motDePasse is absent', () => {
    expect(validateConnexion({ email: 'a@b.sn', password: 'secret12' }).value.motDePasse).toBe('secret12');
  });
});

describe('readConnexion (the same rule without the messages, for the sign-in screen)', () => {
  it("names the missing fields in the form's order, as validateConnexion does", () => {
    expect(readConnexion({ email: '  ' }).missing).toEqual(['email', 'motDePasse']);
    expect(readConnexion({ email: 'A@B.sn', password: 'x' })).toEqual({ value: { email: 'a@b.sn', motDePasse: 'x' }, missing: [] });
    for (const body of [null, { motDePasse: 'x' }, { email: 'a@b.sn' }])
      expect(readConnexion(body).missing).toEqual(validateConnexion(body).errors.map((error) => error.path));
  });
});
