// Every enumeration of the domain, declared once: the content states (etat), the offers' and deliveries'
// statuts, the accounts' roles and statuts. The CMS's schemas, validators, answers and forms read these.

/** An item is public only when its etat is publié; planifié items are published when their date arrives. */
export const ETATS = ['brouillon', 'planifié', 'publié'] as const;
export type Etat = (typeof ETATS)[number];

/** Articles may be scheduled; realisations and opportunities are drafts or published. */
export const ETATS_ARTICLE = ETATS;
export const ETATS_REALISATION = ['brouillon', 'publié'] as const;
export const ETATS_OPPORTUNITE = ['brouillon', 'publié'] as const;
export type EtatArticle = (typeof ETATS_ARTICLE)[number];
export type EtatRealisation = (typeof ETATS_REALISATION)[number];
export type EtatOpportunite = (typeof ETATS_OPPORTUNITE)[number];

export const STATUTS_OPPORTUNITE = ['actif', 'expiré', 'retiré'] as const;
export type StatutOpportunite = (typeof STATUTS_OPPORTUNITE)[number];

export const STATUTS_LIVRAISON = ['en cours', 'livré'] as const;
export type StatutLivraison = (typeof STATUTS_LIVRAISON)[number];

export const ROLES = ['administrateur', 'conseiller'] as const;
export type Role = (typeof ROLES)[number];

export const STATUTS_UTILISATEUR = ['actif', 'inactif'] as const;
export type StatutUtilisateur = (typeof STATUTS_UTILISATEUR)[number];

/** The article categories (realisations may carry them too); the site's sector filters match them. */
export const ARTICLE_CATEGORIES = ['IT', 'études', 'génie civil', 'télécom', 'cablâge'] as const;
