import type { Core } from '@strapi/strapi';
import type { FieldError } from '@teranga/domain';
import { validateUtilisateur, type UtilisateurValue } from '@teranga/domain';

/**
 * A production start has no demo accounts, so the first administrator comes from the environment:
 * ADMIN_EMAIL and ADMIN_PASSWORD (ADMIN_PRENOM, ADMIN_NOM optional). The values go through the same
 * rules as a user created in the back-office (a valid address, a password of at least 8 characters).
 * Pure: what to create, the errors, or nothing when the variables are unset.
 */
export function firstAdministratorFromEnv(
  env: Record<string, string | undefined>,
): { kind: 'none' } | { kind: 'invalid'; errors: FieldError[] } | { kind: 'create'; value: UtilisateurValue } {
  const email = env.ADMIN_EMAIL ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return { kind: 'none' };
  const { errors, value } = validateUtilisateur(
    {
      email,
      motDePasse: password,
      confirmationMotDePasse: password,
      prenom: env.ADMIN_PRENOM || 'Administrateur',
      nom: env.ADMIN_NOM || 'Teranga',
      role: 'administrateur',
      statut: 'actif',
    },
    'create',
  );
  const named = errors.map((e) => ({
    ...e,
    path: e.path === 'email' ? 'ADMIN_EMAIL' : e.path.startsWith('motDePasse') ? 'ADMIN_PASSWORD' : e.path,
  }));
  return named.length ? { kind: 'invalid', errors: named } : { kind: 'create', value };
}

/**
 * Creates the first administrator when none exists yet (whatever its statut): never a second one,
 * never a change to an existing account. Bad variables stop the start with their messages, since a
 * site nobody can administer is not one to run silently.
 */
export async function ensureFirstAdministrator(
  strapi: Core.Strapi,
  env: Record<string, string | undefined> = process.env,
): Promise<'created' | 'exists' | 'none'> {
  const users = strapi.db.query('plugin::users-permissions.user');
  if ((await users.count({ where: { role: { type: 'administrateur' } } })) > 0) return 'exists';
  const wanted = firstAdministratorFromEnv(env);
  if (wanted.kind === 'none') {
    if (env.NODE_ENV === 'production')
      strapi.log.warn('setup: there is no administrator yet; set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.');
    return 'none';
  }
  if (wanted.kind === 'invalid') {
    throw new Error(`The first administrator cannot be created: ${wanted.errors.map((e) => `${e.path}: ${e.message}`).join(' | ')}`);
  }
  if (await users.findOne({ where: { email: wanted.value.email }, select: ['id'] })) {
    throw new Error(
      `The first administrator cannot be created: ADMIN_EMAIL (${wanted.value.email}) already belongs to an account that is not an administrator.`,
    );
  }
  await strapi.service('api::utilisateur.utilisateur').create(wanted.value);
  strapi.log.info(`setup: first administrator ${wanted.value.email} created`);
  return 'created';
}
