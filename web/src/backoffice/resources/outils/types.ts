// The tools' answers as the CMS gives them (cms/src/api/{demande-contact,abonnement-newsletter,journal}).
import type { DemandeContactInput } from '@teranga/domain';

/** GET /demandes-contact: the sent request's fields (the CMS's own type), newest first, each with its 24-hour reply deadline. */
export interface DemandeContact extends DemandeContactInput {
  _id: string;
  langue: string;
  traitee: boolean;
  traiteeLe: string | null;
  dateCreation: string;
  reponseAvant: string;
  enRetard: boolean;
}

// Declared with the call that takes it.
export type { InboxFilter } from '../../api/provider';

export type StatutAbonnement = 'en_attente' | 'confirme' | 'desabonne';

/** GET /newsletter/abonnements. */
export interface Abonnement {
  _id: string;
  email: string;
  domaineInteret: string;
  langue: string;
  statut: StatutAbonnement | string;
  consentement: boolean;
  consentementLe: string | null;
  confirmeLe: string | null;
  desabonneLe: string | null;
  dateCreation: string | null;
}

export type JournalAction = 'création' | 'modification' | 'publication' | 'suppression';

/** GET /journal?limite=n: newest first. */
export interface JournalEntree {
  _id: string;
  action: JournalAction | string;
  typeContenu: string;
  cible: string;
  titre: string;
  utilisateurId: string;
  utilisateur: string;
  date: string;
  /** A restore from the history: the restored version's date. */
  versionDu?: string | null;
}

export type EtatSite = 'a_jour' | 'reconstruction' | 'echec' | 'inconnu';

/** GET /site/build (administrateur). */
export interface BuildStatusAnswer {
  donnees: {
    etat: EtatSite;
    depuis: string | null;
    derniereReussite: string | null;
    raison: string | null;
    /** The rebuild the CMS still has to ask for (the build service has not accepted it yet), if any. */
    demande: DemandeReconstruction | null;
  };
}

export interface DemandeReconstruction {
  depuis: string;
  /** When the CMS asks (again). */
  prochainEssai: string;
  /** Requests the build service did not accept, in a row. */
  essais: number;
  raison: string | null;
}
