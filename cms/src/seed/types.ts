// Shapes of the demo fixtures (cms/src/seed/fixtures/*). Field names are the contract's (docs/product.md §3).
import type { ARTICLE, FixtureOf, OPPORTUNITE, PARTENAIRE, REALISATION } from '@teranga/domain';
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

/** Demo authors, by account key. */
export type DemoAuteur = 'admin' | 'conseiller' | 'conseiller2';

// The editorial fixtures are read from the content definitions (packages/domain/src/content).
export type RealisationFixture = FixtureOf<typeof REALISATION, { images: DemoImage[]; secteur: SecteurSlug; auteur: DemoAuteur }>;

export type ArticleFixture = FixtureOf<typeof ARTICLE, { imagePrincipale: DemoImage; secteur: SecteurSlug | null; auteur: DemoAuteur }>;

export type OpportuniteFixture = FixtureOf<typeof OPPORTUNITE, { image: DemoImage; auteur: DemoAuteur }>;

/** Logo drawn locally from the partner's initials. */
export type PartenaireFixture = FixtureOf<
  typeof PARTENAIRE,
  {
    logo: { name: string; initials: string; color: string; format: 'png' | 'webp' };
    siteWeb: string;
    actif: boolean;
    ordreAffichage: number;
  }
>;

export interface UtilisateurFixture {
  key: 'admin' | 'conseiller' | 'conseiller2';
  email: string;
  password: string;
  nom: string;
  prenom: string;
  telephone: string;
  role: 'administrateur' | 'conseiller';
}
