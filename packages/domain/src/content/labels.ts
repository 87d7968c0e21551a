// Every field's name as people read it, in fr, en and pt: one table keyed by the field's name (most
// names mean the same thing in every content type), a definition's own `label` where a type means
// something else by it (a partner's `nom` is its name, a user's is their last name). Every screen,
// message and export that names a field reads it here; a test fails when a field of any definition
// has no label in a language.
import type { Lang } from '../languages';
import type { ContentDefinition, Fields, Label } from './fields';

export const FIELD_LABELS = {
  titre: { fr: 'Titre', en: 'Title', pt: 'Título' },
  slug: { fr: 'Adresse de la page', en: 'Page address', pt: 'Endereço da página' },
  anciensSlugs: { fr: 'Anciennes adresses', en: 'Former addresses', pt: 'Endereços antigos' },
  description: { fr: 'Description', en: 'Description', pt: 'Descrição' },
  resume: { fr: 'Résumé', en: 'Summary', pt: 'Resumo' },
  contenu: { fr: 'Contenu', en: 'Content', pt: 'Conteúdo' },
  motsCles: { fr: 'Mots-clés', en: 'Keywords', pt: 'Palavras-chave' },
  referencementTitre: { fr: 'Titre pour les moteurs de recherche', en: 'Title for search engines', pt: 'Título para motores de busca' },
  referencementDescription: {
    fr: 'Description pour les moteurs de recherche',
    en: 'Description for search engines',
    pt: 'Descrição para motores de busca',
  },
  categories: { fr: 'Catégories', en: 'Categories', pt: 'Categorias' },
  categorie: { fr: 'Catégorie', en: 'Category', pt: 'Categoria' },
  secteur: { fr: 'Secteur', en: 'Sector', pt: 'Setor' },
  annee: { fr: 'Année', en: 'Year', pt: 'Ano' },
  statutLivraison: { fr: 'Statut de livraison', en: 'Delivery status', pt: 'Estado da entrega' },
  etat: { fr: 'État', en: 'State', pt: 'Estado' },
  statut: { fr: 'Statut', en: 'Status', pt: 'Situação' },
  datePublication: { fr: 'Date de publication', en: 'Publication date', pt: 'Data de publicação' },
  dateCreation: { fr: 'Date de création', en: 'Creation date', pt: 'Data de criação' },
  dateExpiration: { fr: "Date d'expiration", en: 'Expiry date', pt: 'Data de expiração' },
  imagePrincipale: { fr: 'Image principale', en: 'Main image', pt: 'Imagem principal' },
  image: { fr: 'Image', en: 'Image', pt: 'Imagem' },
  images: { fr: 'Images', en: 'Images', pt: 'Imagens' },
  texteAlternatif: { fr: 'Texte alternatif', en: 'Alternative text', pt: 'Texto alternativo' },
  textesAlternatifs: { fr: 'Textes alternatifs des images', en: 'Alternative texts of the images', pt: 'Textos alternativos das imagens' },
  pointFocal: { fr: 'Point focal', en: 'Focal point', pt: 'Ponto focal' },
  localisation: { fr: 'Localisation', en: 'Location', pt: 'Localização' },
  auteur: { fr: 'Auteur', en: 'Author', pt: 'Autor' },
  nombreVues: { fr: 'Nombre de vues', en: 'Views', pt: 'Visualizações' },
  suiviTraductions: { fr: 'États des traductions', en: 'Translation states', pt: 'Estados das traduções' },
  pays: { fr: 'Pays', en: 'Country', pt: 'País' },
  contact: { fr: 'Contact', en: 'Contact', pt: 'Contacto' },
  quantiteDisponible: { fr: 'Quantité disponible', en: 'Available quantity', pt: 'Quantidade disponível' },
  nom: { fr: 'Nom', en: 'Last name', pt: 'Apelido' },
  prenom: { fr: 'Prénom', en: 'First name', pt: 'Nome próprio' },
  email: { fr: 'Email', en: 'Email', pt: 'Email' },
  telephone: { fr: 'Téléphone', en: 'Phone', pt: 'Telefone' },
  role: { fr: 'Rôle', en: 'Role', pt: 'Função' },
  siteWeb: { fr: 'Site web', en: 'Website', pt: 'Site web' },
  logo: { fr: 'Logo', en: 'Logo', pt: 'Logótipo' },
  actif: { fr: 'Actif', en: 'Active', pt: 'Ativo' },
  ordreAffichage: { fr: "Ordre d'affichage", en: 'Display order', pt: 'Ordem de apresentação' },
  ordre: { fr: 'Ordre', en: 'Order', pt: 'Ordem' },
  numero: { fr: 'Numéro de téléphone', en: 'Phone number', pt: 'Número de telefone' },
  entreprise: { fr: 'Entreprise', en: 'Company', pt: 'Empresa' },
  langue: { fr: 'Langue', en: 'Language', pt: 'Língua' },
  traitee: { fr: 'Traitée', en: 'Handled', pt: 'Tratado' },
  traiteeLe: { fr: 'Traitée le', en: 'Handled on', pt: 'Tratado em' },
  domaineInteret: { fr: "Domaine d'intérêt", en: 'Area of interest', pt: 'Área de interesse' },
  consentement: { fr: 'Consentement', en: 'Consent', pt: 'Consentimento' },
  consentementLe: { fr: 'Consentement le', en: 'Consent given on', pt: 'Consentimento em' },
  confirmeLe: { fr: 'Confirmé le', en: 'Confirmed on', pt: 'Confirmado em' },
  desabonneLe: { fr: 'Désabonné le', en: 'Unsubscribed on', pt: 'Cancelado em' },
  jetonConfirmation: { fr: 'Jeton de confirmation', en: 'Confirmation token', pt: 'Token de confirmação' },
  jetonDesabonnement: { fr: 'Jeton de désabonnement', en: 'Unsubscribe token', pt: 'Token de cancelamento' },
} as const satisfies Record<string, Label>;

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

/**
 * A field's label in `lang`: the definition's own when it has one, else the table's; the name itself
 * only for a name nobody defined (a field the caller made up, e.g. an unknown name in a request).
 */
export function fieldLabel(name: string, lang: Lang, definition?: ContentDefinition): string {
  const own = (definition?.fields as Fields | undefined)?.[name]?.label;
  if (own) return own[lang];
  return Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name as keyof typeof FIELD_LABELS][lang] : name;
}

/** Whether `name` has a label in every language (the completeness test). */
export function hasFieldLabel(name: string, definition?: ContentDefinition): boolean {
  const own = (definition?.fields as Fields | undefined)?.[name]?.label;
  return own !== undefined || Object.hasOwn(FIELD_LABELS, name);
}

/**
 * A message's parameters with the fields they name as labels in `lang`: `champ` holds one field's name,
 * `champs` several, separated by ", " (the checks' lists). Every message that names a field goes through
 * here, on the server (French) and in the back-office (the interface language).
 */
export function labelFieldParams<P extends Record<string, string | number>>(params: P, lang: Lang, definition?: ContentDefinition): P {
  const out: Record<string, string | number> = { ...params };
  if (typeof params.champ === 'string') out.champ = fieldLabel(params.champ, lang, definition);
  if (typeof params.champs === 'string')
    out.champs = params.champs
      .split(', ')
      .map((name) => fieldLabel(name, lang, definition))
      .join(', ');
  return out as P;
}
