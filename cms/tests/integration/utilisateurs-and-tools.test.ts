import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';

const cms = useCms();
const admin = useSession(cms, 'admin');

const newUtilisateur = {
  prenom: 'Cheikh',
  nom: 'Ba',
  email: 'Cheikh.Ba@Teranga-Services.sn',
  telephone: '+221 77 555 44 33',
  motDePasse: 'pylone-2026',
  confirmationMotDePasse: 'pylone-2026',
};

describe('utilisateurs', () => {
  it('creates an adviser by default, hashes the password and answers {donnees} without secrets', async () => {
    const res = await cms.api().post('/api/v1/utilisateurs').set(bearer(admin)).send(newUtilisateur).expect(201);
    expect(res.body.donnees).toMatchObject({
      email: 'cheikh.ba@teranga-services.sn',
      role: 'conseiller',
      statut: 'actif',
      prenom: 'Cheikh',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|motDePasse|Token/);
    const row = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'cheikh.ba@teranga-services.sn' } });
    expect(row.password).toMatch(/^\$2[aby]\$/);
    const session = await cms
      .api()
      .post('/api/v1/auth/connexion')
      .send({ email: 'cheikh.ba@teranga-services.sn', motDePasse: 'pylone-2026' })
      .expect(200);
    expect(session.body.utilisateur.role).toBe('conseiller');
    const log = await cms.api().get('/api/v1/journal?limite=1').set(bearer(admin)).expect(200);
    expect(log.body[0]).toMatchObject({
      action: 'création',
      typeContenu: 'Utilisateur',
      cible: res.body.donnees._id,
      titre: 'Cheikh Ba',
      utilisateur: 'Aminata Diop',
    });
  });

  it('refuses a password without a matching confirmation, and a taken email', async () => {
    const mismatch = await cms
      .api()
      .post('/api/v1/utilisateurs')
      .set(bearer(admin))
      .send({ ...newUtilisateur, email: 'autre@example.sn', confirmationMotDePasse: 'different-1' })
      .expect(400);
    expect(mismatch.body.error.details.errors).toContainEqual(
      expect.objectContaining({ path: ['confirmationMotDePasse'], message: 'Les mots de passe ne correspondent pas.' }),
    );
    const taken = await cms.api().post('/api/v1/utilisateurs').set(bearer(admin)).send(newUtilisateur).expect(400);
    expect(taken.body.error.message).toBe('Cet email est déjà utilisé.');
  });

  it('sets roles, changes the password only when given, and lists users as {donnees}', async () => {
    const list = await cms.api().get('/api/v1/utilisateurs').set(bearer(admin)).expect(200);
    const cheikh = list.body.donnees.find((u) => u.email === 'cheikh.ba@teranga-services.sn');
    const edited = await cms
      .api()
      .put(`/api/v1/utilisateurs/${cheikh._id}`)
      .set(bearer(admin))
      .send({ prenom: 'Cheikh', nom: 'Ba', email: cheikh.email, role: 'administrateur', motDePasse: '' })
      .expect(200);
    expect(edited.body.donnees.role).toBe('administrateur');
    await cms.api().post('/api/v1/auth/connexion').send({ email: cheikh.email, motDePasse: 'pylone-2026' }).expect(200);
    const one = await cms.api().get(`/api/v1/utilisateurs/${cheikh._id}`).set(bearer(admin)).expect(200);
    expect(one.body.donnees.role).toBe('administrateur');
    await cms.api().delete(`/api/v1/utilisateurs/${cheikh._id}`).set(bearer(admin)).expect(200);
    await cms.api().get(`/api/v1/utilisateurs/${cheikh._id}`).set(bearer(admin)).expect(404);
    // One line per write: the edit, then the deletion.
    const log = await cms.api().get('/api/v1/journal?limite=2').set(bearer(admin)).expect(200);
    expect(log.body.map((e) => [e.action, e.typeContenu, e.cible])).toEqual([
      ['suppression', 'Utilisateur', cheikh._id],
      ['modification', 'Utilisateur', cheikh._id],
    ]);
  });

  it('never deletes, demotes or deactivates the last administrator', async () => {
    const me = admin.utilisateur;
    const demote = await cms
      .api()
      .put(`/api/v1/utilisateurs/${me._id}`)
      .set(bearer(admin))
      .send({ prenom: 'Aminata', nom: 'Diop', email: me.email, role: 'conseiller' });
    expect(demote.status).toBe(403);
    expect(demote.body.error.message).toMatch(/au moins un administrateur/);
    await cms
      .api()
      .put(`/api/v1/utilisateurs/${me._id}`)
      .set(bearer(admin))
      .send({ prenom: 'Aminata', nom: 'Diop', email: me.email, statut: 'inactif' })
      .expect(403);
    await cms.api().delete(`/api/v1/utilisateurs/${me._id}`).set(bearer(admin)).expect(403);
    await cms.api().get('/api/v1/admin/me').set(bearer(admin)).expect(200);
  });
});

describe('server-side validation through the API', () => {
  it('lists the field errors of a realisation in the documented shape', async () => {
    const res = await cms
      .api()
      .post('/api/v1/realisations')
      .set(bearer(admin))
      .field('titre.fr', 'x'.repeat(151))
      .field('annee', '1850')
      .field('etat', 'publié')
      .expect(400);
    const errors = Object.fromEntries(res.body.error.details.errors.map((e) => [e.path.join('.'), e.message]));
    expect(errors).toMatchObject({
      'titre.fr': 'Le titre (fr) ne peut excéder 150 caractères.',
      'titre.en': 'Le titre (en) est obligatoire.',
      secteur: 'Veuillez choisir un secteur.',
      images: 'Veuillez sélectionner entre 1 et 5 images.',
      annee: "L'année est invalide.",
    });
  });

  it('checks article categories as the spec says', async () => {
    const res = await cms
      .api()
      .post('/api/v1/articles')
      .set(bearer(admin))
      .field('categories[]', 'IT')
      .field('categories[]', 'banque')
      .field('categories[]', 'mines')
      .field('etat', 'publié')
      .expect(400);
    const messages = res.body.error.details.errors.map((e) => e.message);
    expect(messages).toContain('Catégories invalides: banque, mines');
    expect(messages).toContain("L'image principale est obligatoire.");
  });
});

describe('administrator tools', () => {
  it('lists contact requests with their reply deadline and marks them handled', async () => {
    await cms
      .api()
      .post('/api/v1/contact')
      .send({
        nom: 'Binta Camara',
        numero: '+221 70 111 22 33',
        email: 'binta@example.sn',
        description: 'Devis pour une étude topographique.',
        secteur: 'études',
      })
      .expect(201);
    const waiting = await cms.api().get('/api/v1/demandes-contact?traitee=false').set(bearer(admin)).expect(200);
    const request = waiting.body.find((d) => d.email === 'binta@example.sn');
    expect(request).toMatchObject({ traitee: false, enRetard: false });
    expect(new Date(request.reponseAvant).getTime() - new Date(request.dateCreation).getTime()).toBe(24 * 3600 * 1000);
    const done = await cms.api().patch(`/api/v1/demandes-contact/${request._id}`).set(bearer(admin)).send({ traitee: true }).expect(200);
    expect(done.body.traitee).toBe(true);
    expect(done.body.traiteeLe).toBeTruthy();
    const still = await cms.api().get('/api/v1/demandes-contact?traitee=false').set(bearer(admin)).expect(200);
    expect(still.body.map((d) => d._id)).not.toContain(request._id);
  });

  it('exports confirmed newsletter subscribers as CSV, defusing formulas', async () => {
    await cms
      .api()
      .post('/api/v1/newsletter')
      .send({ email: 'awa@example.sn', domaineInteret: '=HYPERLINK("x")', langue: 'fr' })
      .expect(201);
    const res = await cms.api().get('/api/v1/newsletter/abonnements.csv').set(bearer(admin)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="abonnes-newsletter-/);
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    // Headers are the fields' labels, in French unless another language is asked for.
    expect(lines[0]).toBe("Email,Domaine d'intérêt,Langue,Statut,Consentement le,Confirmé le,Désabonné le");
    const english = await cms.api().get('/api/v1/newsletter/abonnements.csv?langue=en').set(bearer(admin)).expect(200);
    expect(english.text.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
      'Email,Area of interest,Language,Status,Consent given on,Confirmed on,Unsubscribed on',
    );
    const awa = lines.find((l) => l.startsWith('awa@example.sn'));
    expect(awa).toContain(`"'=HYPERLINK(""x"")"`);
    const json = await cms.api().get('/api/v1/newsletter/abonnements').set(bearer(admin)).expect(200);
    expect(json.body.find((a) => a.email === 'awa@example.sn')).toMatchObject({ statut: 'confirme', consentement: true });
  });

  it('keeps an activity log of who did what', async () => {
    const log = await cms.api().get('/api/v1/journal?limite=5').set(bearer(admin)).expect(200);
    expect(log.body.length).toBeGreaterThan(0);
    expect(log.body[0]).toMatchObject({
      action: expect.any(String),
      typeContenu: expect.any(String),
      utilisateur: 'Aminata Diop',
      date: expect.any(String),
    });
  });
});
