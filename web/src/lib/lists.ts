// The three public lists: their address and their interface strings.
import type { MessageKey } from '../i18n';

export type ListKind = 'actualites' | 'realisations' | 'opportunites';

export const LISTS: Record<ListKind, { base: string; title: MessageKey; intro: MessageKey; cta: MessageKey; empty: MessageKey }> = {
  actualites: {
    base: '/actualites',
    title: 'actualites.title',
    intro: 'actualites.intro',
    cta: 'common.readMore',
    empty: 'common.empty.articles',
  },
  realisations: {
    base: '/realisations',
    title: 'realisations.title',
    intro: 'realisations.intro',
    cta: 'common.viewProject',
    empty: 'common.empty.realisations',
  },
  opportunites: {
    base: '/opportunites',
    title: 'opportunites.title',
    intro: 'opportunites.intro',
    cta: 'common.viewOpportunity',
    empty: 'common.empty.opportunites',
  },
};
