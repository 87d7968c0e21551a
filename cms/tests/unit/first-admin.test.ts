import { describe, expect, it } from 'vitest';
import { firstAdministratorFromEnv } from '../../src/setup/first-admin';

describe('the first administrator from the environment', () => {
  it('is nothing when neither variable is set', () => {
    expect(firstAdministratorFromEnv({})).toEqual({ kind: 'none' });
    expect(firstAdministratorFromEnv({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toEqual({ kind: 'none' });
  });

  it('is an active administrateur with a normalized address and default names', () => {
    const result = firstAdministratorFromEnv({ ADMIN_EMAIL: ' Chef@Teranga.SN ', ADMIN_PASSWORD: 'assez-long' });
    expect(result).toEqual({
      kind: 'create',
      value: expect.objectContaining({
        email: 'chef@teranga.sn',
        motDePasse: 'assez-long',
        role: 'administrateur',
        statut: 'actif',
        prenom: 'Administrateur',
        nom: 'Teranga',
      }),
    });
  });

  it('takes the names from ADMIN_PRENOM and ADMIN_NOM', () => {
    const result = firstAdministratorFromEnv({
      ADMIN_EMAIL: 'a@b.sn',
      ADMIN_PASSWORD: 'assez-long',
      ADMIN_PRENOM: 'Awa',
      ADMIN_NOM: 'Ndiaye',
    });
    expect(result.kind === 'create' && [result.value.prenom, result.value.nom]).toEqual(['Awa', 'Ndiaye']);
  });

  it('applies the password and address rules, naming the variables', () => {
    expect(firstAdministratorFromEnv({ ADMIN_EMAIL: 'a@b.sn', ADMIN_PASSWORD: 'court' })).toEqual({
      kind: 'invalid',
      errors: [expect.objectContaining({ path: 'ADMIN_PASSWORD', message: 'Le mot de passe doit contenir au moins 8 caractères.' })],
    });
    expect(firstAdministratorFromEnv({ ADMIN_EMAIL: 'pas-une-adresse', ADMIN_PASSWORD: 'assez-long' })).toEqual({
      kind: 'invalid',
      errors: [expect.objectContaining({ path: 'ADMIN_EMAIL', message: "L'email est invalide." })],
    });
    expect(firstAdministratorFromEnv({ ADMIN_PASSWORD: 'assez-long' })).toEqual({
      kind: 'invalid',
      errors: [expect.objectContaining({ path: 'ADMIN_EMAIL', message: "L'email est obligatoire." })],
    });
    expect(firstAdministratorFromEnv({ ADMIN_EMAIL: 'a@b.sn' })).toEqual({
      kind: 'invalid',
      errors: [expect.objectContaining({ path: 'ADMIN_PASSWORD', message: 'Le mot de passe est obligatoire.' })],
    });
  });
});
