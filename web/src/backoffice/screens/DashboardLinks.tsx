import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The dashboards' shortcut cards. */
export function DashboardLinks({ links }: { links: { to: string; label: string }[] }) {
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
