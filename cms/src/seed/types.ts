// Shapes of the demo fixtures (cms/src/seed/fixtures/*). Field names are the contract's (docs/product.md §3).
export type Lang = 'fr' | 'en' | 'pt';
export type Localized<T = string> = Record<Lang, T>;

/** A picture drawn locally by the seed (no downloads): a scene type, a palette and a caption. */
export interface DemoImage {
  /** Base name of the generated file, e.g. 'fibre-dakar-1'. */
  name: string;
  /** What the picture suggests; drives the drawing. */
  scene:
    'fibre' | 'antenne' | 'chantier' | 'pont' | 'route' | 'batiment' | 'datacenter' | 'bureau' | 'plan' | 'cable' | 'reseau' | 'solaire';
  format: 'jpeg' | 'png' | 'webp';
  /** Alternative text, in French (fixtures/textes-alternatifs.ts has its English and Portuguese). */
  alt: string;
  /** Where a crop keeps the picture's important part, in percent; the centre when absent. */
  pointFocal?: { x: number; y: number };
}

export type SecteurSlug = 'it' | 'etudes' | 'genie-civil' | 'telecom' | 'cablage';

export interface SecteurFixture {
  slug: SecteurSlug;
  nom: Localized;
  ordre: number;
}

export interface RealisationFixture {
  titre: Localized;
  /** Optional: made from the title when absent. */
  slug?: Partial<Localized>;
  description: Localized;
  contenu: Localized;
  resume: Localized;
  motsCles: Localized<string[]>;
  categories: string[];
  secteur: SecteurSlug;
  annee: number;
  statutLivraison: 'en cours' | 'livré';
  etat: 'brouillon' | 'publié';
  /** ISO date; null for drafts. */
  datePublication: string | null;
  dateCreation: string;
  images: DemoImage[];
  /** [longitude, latitude] in Senegal, with a street address. */
  localisation: { type: 'Point'; coordinates: [number, number]; adresse: string } | null;
  auteur: 'admin' | 'conseiller' | 'conseiller2';
  nombreVues: number;
}

export type ArticleCategorie = 'IT' | 'études' | 'génie civil' | 'télécom' | 'cablâge';

export interface ArticleFixture {
  titre: Localized;
  slug?: Partial<Localized>;
  contenu: Localized;
  resume: Localized;
  motsCles: Localized<string[]>;
  categories: ArticleCategorie[];
  etat: 'brouillon' | 'planifié' | 'publié';
  datePublication: string | null;
  dateCreation: string;
  imagePrincipale: DemoImage;
  secteur: SecteurSlug | null;
  auteur: 'admin' | 'conseiller' | 'conseiller2';
  nombreVues: number;
}

export interface OpportuniteFixture {
  titre: Localized;
  slug?: Partial<Localized>;
  description: Localized;
  contenu: Localized;
  motsCles: Localized<string[]>;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: 'actif' | 'expiré' | 'retiré';
  etat: 'brouillon' | 'publié';
  datePublication: string | null;
  dateCreation: string;
  /** When the offer closes (ISO date); null when open-ended. */
  dateExpiration: string | null;
  image: DemoImage;
  auteur: 'admin' | 'conseiller' | 'conseiller2';
  nombreVues: number;
}

export interface PartenaireFixture {
  nom: string;
  siteWeb: string;
  /** Logo drawn locally from the partner's initials. */
  logo: { name: string; initials: string; color: string; format: 'png' | 'webp' };
  actif: boolean;
  ordreAffichage: number;
}

export interface UtilisateurFixture {
  key: 'admin' | 'conseiller' | 'conseiller2';
  email: string;
  password: string;
  nom: string;
  prenom: string;
  telephone: string;
  role: 'administrateur' | 'conseiller';
}
