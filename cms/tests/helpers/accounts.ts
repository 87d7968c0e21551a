// Signed-in callers for the integration tests (the demo accounts of docs/architecture.md §2).
import { beforeAll } from 'vitest';
import { standIn, type TestCms } from './strapi';
import { uniqueName } from './names';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' },
  conseillerA: { email: 'conseiller@demo.local', motDePasse: 'demo-conseiller-2025' },
  conseillerB: { email: 'conseiller2@demo.local', motDePasse: 'demo-conseiller-2025' },
} as const;

export interface Session {
  token: string;
  tokenRafraichissement: string;
  utilisateur: { _id: string; role: string; email: string };
}

export async function login(cms: Pick<TestCms, 'api'>, who: keyof typeof ACCOUNTS, ip = '127.0.0.1'): Promise<Session> {
  const res = await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send(ACCOUNTS[who]);
  if (res.status !== 200) throw new Error(`login ${who} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Signs `who` in once for the test file, after the CMS of `useCms` has started (hooks run in order). */
export function useSession(cms: TestCms, who: keyof typeof ACCOUNTS): Session {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await login(cms, who);
  });
  return standIn(() => session, `the ${who} session`);
}

/**
 * A new active account of `role` with a known password, named after `label` and unique to this call: a
 * test that changes an account (its password, its name, its state) changes its own, never a demo account
 * the other files of the worker's CMS sign in with.
 */
export async function freshAccount(cms: TestCms, label: string, role: 'conseiller' | 'administrateur' = 'conseiller') {
  const email = `${uniqueName(label).toLowerCase()}@example.sn`;
  const motDePasse = 'Bon-mot-de-passe-2025';
  const found = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } });
  await cms.strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password: motDePasse,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: found.id,
    nom: 'Essai',
    prenom: label,
    statut: 'actif',
  });
  return { email, motDePasse };
}

/** Signs in with an account's email and password (from `freshAccount`). */
export async function signIn(cms: TestCms, account: { email: string; motDePasse: string }, ip = '127.0.0.1'): Promise<Session> {
  const res = await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send(account);
  if (res.status !== 200) throw new Error(`login ${account.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
