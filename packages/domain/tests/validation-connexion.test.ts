import { describe, expect, it } from 'vitest';
import { validateConnexion } from '../src/validation/connexion';

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
