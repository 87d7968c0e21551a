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
