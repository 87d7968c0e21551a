// The company's five sectors, by the slug their pages and the CMS's Secteur entries share.
export const SECTEUR_SLUGS = ['telecom', 'genie-civil', 'it', 'etudes', 'cablage'] as const;
export type SecteurSlug = (typeof SECTEUR_SLUGS)[number];
