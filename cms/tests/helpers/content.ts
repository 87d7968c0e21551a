// Valid back-office payloads, sent as the spec's multipart forms.
import type { TestCms } from './strapi';
import { bearer, type Session } from './accounts';
import { jpeg, png } from './images';

const LANGS = ['fr', 'en', 'pt'] as const;
const long = (s: string) => `${s} `.repeat(Math.ceil(120 / (s.length + 1))).trim();

export async function secteurId(cms: TestCms, slug = 'telecom'): Promise<string> {
  return (await cms.api().get('/api/v1/secteurs')).body.find((s: any) => s.slug === slug)._id;
}

export async function createRealisation(cms: TestCms, who: Session, titre = 'Réseau FTTH de Rufisque') {
  let req = cms.api().post('/api/v1/realisations').set(bearer(who));
  for (const lang of LANGS) req = req.field(`titre.${lang}`, `${titre} (${lang})`).field(`description.${lang}`, 'Déploiement FTTH.');
  req = req.field('secteur', await secteurId(cms)).field('annee', '2024').field('statutLivraison', 'en cours').field('etat', 'brouillon');
  const res = await req.attach('images', await jpeg(), 'photo.jpg');
  if (res.status !== 201) throw new Error(`realisation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createArticle(cms: TestCms, who: Session, titre = 'La fibre arrive à Keur Massar') {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of LANGS) req = req.field(`titre[${lang}]`, `${titre} (${lang})`).field(`contenu[${lang}]`, long('Un chantier de fibre optique mené avec les habitants.'));
  req = req.field('categories[]', 'télécom').field('etat', 'brouillon');
  const res = await req.attach('imagePrincipale', await png(), 'cover.png');
  if (res.status !== 201) throw new Error(`article: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createOpportunite(cms: TestCms, who: Session, titre = 'Sous-traitance de tirage de câbles') {
  let req = cms.api().post('/api/v1/opportunites').set(bearer(who));
  for (const lang of LANGS) req = req.field(`titre[${lang}]`, `${titre} (${lang})`).field(`description[${lang}]`, 'Trois lots à Thiès.');
  req = req.field('categorie', 'Sous-traitance').field('pays', 'Sénégal').field('statut', 'actif').field('etat', 'brouillon');
  const res = await req.attach('image', await jpeg(), 'lot.jpg');
  if (res.status !== 201) throw new Error(`opportunite: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
