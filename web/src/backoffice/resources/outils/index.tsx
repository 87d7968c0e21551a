// The tools beyond the spec that keep the 24-hour reply promise: administrators only.
import { lazy, type ReactNode } from 'react';
import type { Resource } from '../resource';

const ContactInbox = lazy(() => import('./ContactInbox'));
const AbonnementsNewsletter = lazy(() => import('./AbonnementsNewsletter'));
const JournalScreen = lazy(() => import('./JournalScreen'));

const tool = (name: string, label: string, element: ReactNode): Resource => ({
  name,
  nav: { administrateur: `common:${label}` },
  screens: () => [{ path: name, element }],
});

export const outils: Resource[] = [
  tool('demandes-contact', 'nav.inbox', <ContactInbox />),
  tool('newsletter', 'nav.newsletter', <AbonnementsNewsletter />),
  tool('journal', 'nav.journal', <JournalScreen />),
];
