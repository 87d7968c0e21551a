// Valid back-office payloads, sent as the spec's multipart forms.
import type { ManagedCollection } from '@teranga/domain';
import type { TestCms } from './strapi';
import { bearer, type Session } from './accounts';
import { jpeg, png } from './images';
import { uniqueName } from './names';

const LANGS = ['fr', 'en', 'pt'] as const;
const long = (s: string) => `${s} `.repeat(Math.ceil(120 / (s.length + 1))).trim();

/** The main image's alternative text in the three languages, as an article or opportunity form sends it. */
export const ALT_TEXTS = { fr: 'Technicien sur un poteau', en: 'Technician on a pole', pt: 'Técnico num poste' } as const;
/** A one-image realisation's alternative texts. */
export const ALT_LISTS = { fr: [ALT_TEXTS.fr], en: [ALT_TEXTS.en], pt: [ALT_TEXTS.pt] };

export function withAltTexts<R extends { field: (name: string, value: string) => R }>(req: R): R {
  for (const lang of LANGS) req = req.field(`texteAlternatif[${lang}]`, ALT_TEXTS[lang]);
  return req;
}

export async function secteurId(cms: TestCms, slug = 'telecom'): Promise<string> {
  return (await cms.api().get('/api/v1/secteurs')).body.find((s) => s.slug === slug)._id;
}

export async function createRealisation(cms: TestCms, who: Session, titre = 'Réseau FTTH de Rufisque') {
  let req = cms.api().post('/api/v1/realisations').set(bearer(who));
  for (const lang of LANGS) req = req.field(`titre.${lang}`, `${titre} (${lang})`).field(`description.${lang}`, 'Déploiement FTTH.');
  req = req.field('textesAlternatifs', JSON.stringify(ALT_LISTS));
  req = req
    .field('secteur', await secteurId(cms))
    .field('annee', '2024')
    .field('statutLivraison', 'en cours')
    .field('etat', 'brouillon');
  const res = await req.attach('images', await jpeg(), 'photo.jpg');
  if (res.status !== 201) throw new Error(`realisation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createArticle(cms: Pick<TestCms, 'api'>, who: Session, titre = 'La fibre arrive à Keur Massar') {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of LANGS)
    req = req
      .field(`titre[${lang}]`, `${titre} (${lang})`)
      .field(`contenu[${lang}]`, long('Un chantier de fibre optique mené avec les habitants.'));
  req = withAltTexts(req);
  req = req.field('categories[]', 'télécom').field('etat', 'brouillon');
  const res = await req.attach('imagePrincipale', await png(), 'cover.png');
  if (res.status !== 201) throw new Error(`article: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

type PerLang = Partial<Record<(typeof LANGS)[number], string>>;
/** A paragraph long enough for an article's content, in `lang`. */
export const paragraph = (lang: string) => `<p>${`Un texte assez long pour la page (${lang}), `.repeat(4)}</p>`;

/**
 * An article complete in the three languages, for the checks before publishing: each language's content
 * is a long enough paragraph followed by `contenu[lang]` (the markup a test looks at); titles are unique
 * unless given; its state is `etat`.
 */
export async function completeArticle(
  cms: Pick<TestCms, 'api'>,
  who: Session,
  { contenu = {}, titre = {}, resume = {}, etat = 'brouillon' }: { contenu?: PerLang; titre?: PerLang; resume?: PerLang; etat?: string },
) {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of LANGS) {
    req = req
      .field(`titre[${lang}]`, titre[lang] ?? uniqueName(`Article vérifié ${lang}`))
      .field(`contenu[${lang}]`, paragraph(lang) + (contenu[lang] ?? ''));
    if (resume[lang]) req = req.field(`resume[${lang}]`, resume[lang]);
  }
  const res = await withAltTexts(req)
    .field('categories[]', 'IT')
    .field('etat', etat)
    .attach('imagePrincipale', await png(), 'a.png');
  if (res.status !== 201) throw new Error(`article: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createOpportunite(
  cms: TestCms,
  who: Session,
  titre = 'Sous-traitance de tirage de câbles',
  categorie = 'Sous-traitance',
) {
  let req = cms.api().post('/api/v1/opportunites').set(bearer(who));
  for (const lang of LANGS) req = req.field(`titre[${lang}]`, `${titre} (${lang})`).field(`description[${lang}]`, 'Trois lots à Thiès.');
  req = withAltTexts(req);
  req = req.field('categorie', categorie).field('pays', 'Sénégal').field('statut', 'actif').field('etat', 'brouillon');
  const res = await req.attach('image', await jpeg(), 'lot.jpg');
  if (res.status !== 201) throw new Error(`opportunite: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Deletes an item (to the trash) and erases it from the trash, its files with it. */
export async function eraseForGood(cms: TestCms, who: Session, type: ManagedCollection, id: string) {
  await cms.api().delete(`/api/v1/${type}/${id}`).set(bearer(who)).expect(200);
  await cms.api().delete(`/api/v1/corbeille/${type}/${id}`).set(bearer(who)).expect(200);
}
