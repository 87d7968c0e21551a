// "Mon profil" over HTTP: PUT /utilisateurs/me (own name and phone) and POST /utilisateurs/me/mot-de-passe
// (own password: the current one checked, the rules applied, the other sessions ended, a journal line).
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, freshAccount, login, signIn, type Session } from '../helpers/accounts';

const cms = useCms();

const me = (session: Session) => cms.api().get('/api/v1/utilisateurs/me').set(bearer(session));

describe('PUT /utilisateurs/me', () => {
  it("changes one's own name and phone, nothing else, with coded messages for bad input", async () => {
    await cms.api().put('/api/v1/utilisateurs/me').send({ nom: 'X', prenom: 'Y' }).expect(401);
    const account = await freshAccount(cms, 'profil');
    const adviser = await signIn(cms, account);
    const res = await cms.api().put('/api/v1/utilisateurs/me').set(bearer(adviser)).send({
      prenom: ' Fatou ',
      nom: 'Sall',
      telephone: '+221 77 000 00 00',
      role: 'administrateur',
      email: 'pirate@demo.local',
      statut: 'inactif',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.donnees).toMatchObject({
      prenom: 'Fatou',
      nom: 'Sall',
      telephone: '+221 77 000 00 00',
      role: 'conseiller',
      email: account.email,
      statut: 'actif',
    });
    expect((await me(adviser).expect(200)).body.donnees.prenom).toBe('Fatou');

    const refused = await cms
      .api()
      .put('/api/v1/utilisateurs/me')
      .set(bearer(adviser))
      .send({ prenom: '', nom: 'n'.repeat(51) })
      .expect(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['prenom'], message: 'Le prénom est obligatoire.', code: 'prenom.required' }),
      expect.objectContaining({ path: ['nom'], message: 'Le nom ne peut excéder 50 caractères.', code: 'nom.max', params: { max: 50 } }),
    ]);
    expect((await me(adviser).expect(200)).body.donnees.nom).toBe('Sall');
  });
});

describe('POST /utilisateurs/me/mot-de-passe', () => {
  it('asks for the current password, applies the rules, ends the other sessions and logs the change', async () => {
    const account = await freshAccount(cms, 'motdepasse');
    const here = await signIn(cms, account);
    const elsewhere = await signIn(cms, account, '10.0.0.2');
    const change = (body: object) => cms.api().post('/api/v1/utilisateurs/me/mot-de-passe').set(bearer(here)).send(body);
    const fresh = 'un-nouveau-mot-de-passe';

    const wrong = await change({ motDePasseActuel: 'pas-le-bon', motDePasse: fresh, confirmationMotDePasse: fresh }).expect(400);
    expect(wrong.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['motDePasseActuel'],
        code: 'motDePasseActuel.wrong',
        message: 'Le mot de passe actuel est incorrect.',
      }),
    ]);
    const weak = await change({
      motDePasseActuel: account.motDePasse,
      motDePasse: 'court',
      confirmationMotDePasse: 'autre',
    }).expect(400);
    expect(weak.body.error.details.errors.map((e) => e.code)).toEqual(['motDePasse.min', 'motDePasse.confirmation']);
    const same = await change({
      motDePasseActuel: account.motDePasse,
      motDePasse: account.motDePasse,
      confirmationMotDePasse: account.motDePasse,
    }).expect(400);
    expect(same.body.error.details.errors.map((e) => e.code)).toEqual(['motDePasse.unchanged']);
    // Refusals change nothing: both sessions still work.
    await me(elsewhere).expect(200);

    await change({ motDePasseActuel: account.motDePasse, motDePasse: fresh, confirmationMotDePasse: fresh }).expect(200);
    await me(here).expect(200);
    await me(elsewhere).expect(401);
    await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: elsewhere.tokenRafraichissement }).expect(401);
    // The session that made the change keeps renewing.
    await cms.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: here.tokenRafraichissement }).expect(200);

    await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '10.0.0.3').send(account).expect(401);
    await cms
      .api()
      .post('/api/v1/auth/connexion')
      .set('X-Forwarded-For', '10.0.0.3')
      .send({ email: account.email, motDePasse: fresh })
      .expect(200);

    const admin = await login(cms, 'admin');
    const journal = await cms.api().get('/api/v1/journal').set(bearer(admin)).expect(200);
    expect(journal.body[0]).toMatchObject({ action: 'mot de passe', typeContenu: 'Profil', cible: here.utilisateur._id });
  });

  it('counts wrong current passwords like failed logins: a stolen session cannot guess faster than the sign-in page', async () => {
    const account = await freshAccount(cms, 'devinette');
    const session = await signIn(cms, account);
    const fresh = 'encore-un-autre-mot-de-passe';
    const change = (motDePasseActuel: string) =>
      cms
        .api()
        .post('/api/v1/utilisateurs/me/mot-de-passe')
        .set(bearer(session))
        .send({ motDePasseActuel, motDePasse: fresh, confirmationMotDePasse: fresh });
    for (let i = 0; i < 5; i += 1) await change(`mauvais-${i}`).expect(400);
    const throttled = await change(account.motDePasse).expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body.error.details.code).toBe('connexion.tooMany');
    // One budget with the sign-in page, whatever the address.
    await cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '10.0.0.9').send(account).expect(429);
    await me(session).expect(200);
  });
});
