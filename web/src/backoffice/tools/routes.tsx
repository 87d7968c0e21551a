// The tools beyond the spec that keep the 24-hour reply promise: administrator-only routes under
// /admin. Each screen is its own chunk, loaded on first visit.
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';

const ContactInbox = lazy(() => import('./ContactInbox'));
const NewsletterSubscriptions = lazy(() => import('./NewsletterSubscriptions'));
const ActivityLog = lazy(() => import('./ActivityLog'));

export function toolsRoutes(role: 'administrateur' | 'conseiller'): ReactNode {
  if (role !== 'administrateur') return null;
  return (
    <>
      <Route path="demandes-contact" element={<ContactInbox />} />
      <Route path="newsletter" element={<NewsletterSubscriptions />} />
      <Route path="journal" element={<ActivityLog />} />
    </>
  );
}

/** Sidebar entries for the administrator layout, after the spec's own (paths relative to /admin). */
export const toolsNavLinks = [
  { to: 'demandes-contact', labelKey: 'nav.inbox' },
  { to: 'newsletter', labelKey: 'nav.newsletter' },
  { to: 'journal', labelKey: 'nav.journal' },
] as const;

export default toolsRoutes;
