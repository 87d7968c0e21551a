// Each language's translation state by its tone: the CSS modifier of the lists' mark and the tab's
// icon, and the key of its word (`content:traductions.etat.<tone>`), one word for both.
import type { EtatTraduction } from '@teranga/domain';

export const TONE = { complète: 'done', incomplète: 'missing', 'à revoir': 'review' } as const satisfies Record<EtatTraduction, string>;
