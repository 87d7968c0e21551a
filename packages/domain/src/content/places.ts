// Where a field shows on the public site, in fr, en and pt: the line under the label of the fields whose
// names overlap, in the content forms. Its own module: the lists name fields (labels.ts) without loading it.
import type { Lang } from '../languages';
import type { ContentDefinition, Label } from './fields';

const ETAT_PLACE = {
  fr: 'Seul « Publié » met la page sur le site.',
  en: 'Only “Published” puts the page on the site.',
  pt: 'Só «Publicado» coloca a página no site.',
};

/**
 * Where a field shows on the public site, in one line under its label, for the fields whose names overlap
 * (Description, Résumé, Contenu; Catégories and Secteur; État and Statut), per content type, as the
 * site's pages (web/src/pages/_components/*Detail.astro, web/src/lib/cards.ts) use them.
 */
export const FIELD_PLACES = {
  article: {
    resume: {
      fr: 'Sous le titre de la page de l’article et sur sa carte dans les listes.',
      en: 'Under the title of the article’s page and on its card in lists.',
      pt: 'Sob o título da página do artigo e no seu cartão nas listas.',
    },
    contenu: {
      fr: 'Le texte de la page de l’article (sa carte le reprend si le résumé est vide).',
      en: 'The text of the article’s page (its card uses it when the summary is empty).',
      pt: 'O texto da página do artigo (o cartão usa-o quando o resumo está vazio).',
    },
    categories: {
      fr: 'Étiquettes sur la page de l’article ; une catégorie le met aussi sur la page du secteur du même nom.',
      en: 'Tags on the article’s page; a category also puts it on the sector page of the same name.',
      pt: 'Etiquetas na página do artigo; uma categoria coloca-o também na página do setor com o mesmo nome.',
    },
    secteur: {
      fr: 'Pas affiché sur la page de l’article : il le met sur la page de ce secteur.',
      en: 'Not shown on the article’s page: it puts the article on this sector’s page.',
      pt: 'Não aparece na página do artigo: coloca-o na página deste setor.',
    },
    etat: {
      fr: 'Seul « Publié » met la page sur le site ; « Planifié » la publie à sa date.',
      en: 'Only “Published” puts the page on the site; “Scheduled” publishes it at its date.',
      pt: 'Só «Publicado» coloca a página no site; «Agendado» publica-a na sua data.',
    },
  },
  realisation: {
    description: {
      fr: 'En tête de la page de la réalisation, sous la galerie, et sur sa carte dans les listes.',
      en: 'At the top of the project’s page, under the gallery, and on its card in lists.',
      pt: 'No topo da página da realização, sob a galeria, e no seu cartão nas listas.',
    },
    resume: {
      fr: 'N’apparaît pas sur le site pour l’instant.',
      en: 'Not shown on the site for now.',
      pt: 'Não aparece no site por agora.',
    },
    contenu: {
      fr: 'Le texte détaillé de la page de la réalisation.',
      en: 'The detailed text of the project’s page.',
      pt: 'O texto detalhado da página da realização.',
    },
    categories: {
      fr: 'Pas affichées : une catégorie met la réalisation sur la page du secteur du même nom.',
      en: 'Not shown: a category puts the project on the sector page of the same name.',
      pt: 'Não aparecem: uma categoria coloca a realização na página do setor com o mesmo nome.',
    },
    secteur: {
      fr: 'Ligne « Secteur » de la page ; met la réalisation sur la page de ce secteur.',
      en: '“Sector” line of the page; puts the project on this sector’s page.',
      pt: 'Linha «Setor» da página; coloca a realização na página deste setor.',
    },
    statutLivraison: {
      fr: 'Ligne « Livraison » de la page de la réalisation (Livré ou En cours).',
      en: '“Delivery” line of the project’s page (Delivered or In progress).',
      pt: 'Linha «Entrega» da página da realização (Entregue ou Em curso).',
    },
    etat: ETAT_PLACE,
  },
  opportunite: {
    description: {
      fr: 'Début du texte de la page de l’offre, et sa carte dans les listes.',
      en: 'The start of the offer’s page text, and its card in lists.',
      pt: 'O início do texto da página da oferta, e o seu cartão nas listas.',
    },
    contenu: {
      fr: 'Suite du texte de la page de l’offre, après la description.',
      en: 'The rest of the offer’s page text, after the description.',
      pt: 'A continuação do texto da página da oferta, após a descrição.',
    },
    statut: {
      fr: 'Ligne « Statut » de la page de l’offre ; close, l’offre quitte les listes mais garde sa page.',
      en: '“Status” line of the offer’s page; once closed, the offer leaves the lists but keeps its page.',
      pt: 'Linha «Estado» da página da oferta; fechada, a oferta sai das listas mas mantém a sua página.',
    },
    etat: ETAT_PLACE,
  },
} as const satisfies Record<string, Record<string, Label>>;

/** Where `name` shows on the site for the type `definition` names, in `lang`; undefined when it says nothing. */
export function fieldPlace(name: string, lang: Lang, definition: Pick<ContentDefinition, 'name'>): string | undefined {
  const places = (FIELD_PLACES as Record<string, Record<string, Label>>)[definition.name];
  return places && Object.hasOwn(places, name) ? places[name][lang] : undefined;
}
