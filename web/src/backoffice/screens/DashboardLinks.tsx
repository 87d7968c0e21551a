// What both dashboards show: the welcome by name, their widgets (a lazy chunk, after the welcome), then
// the shortcut cards.
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { useAuth } from '../session/AuthProvider';
import { PageHeader } from '../ui/PageHeader';

type Shortcut = { to: string; label: string };

export function Dashboard({ intro, widgets, links }: { intro: string; widgets: ReactNode; links: Shortcut[] }) {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: displayName(user) })} intro={intro} />
      <Suspense fallback={null}>{widgets}</Suspense>
      <DashboardLinks links={links} />
    </>
  );
}

/** The dashboards' shortcut cards. */
export function DashboardLinks({ links }: { links: Shortcut[] }) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="bo-shortcuts">
      <h2 id="bo-shortcuts">{t('dashboard.links')}</h2>
      <ul className="bo-cards">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="bo-card-link" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function displayName(user: { prenom?: string; nom?: string; email?: string } | null): string {
  if (!user) return '';
  return `${user.prenom ?? ''} ${user.nom ?? ''}`.trim() || (user.email ?? '');
}
