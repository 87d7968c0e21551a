// The administrator dashboard: welcomes the user by name, links to each area (docs/product.md §2).
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Dashboard } from './DashboardLinks';

// Figures, chart and build status fetch several lists: their own chunk, after the welcome.
const DashboardWidgets = lazy(() => import('./dashboard/DashboardWidgets'));

export default function AdminDashboard() {
  const { t } = useTranslation('common');
  return (
    <Dashboard
      intro={t('dashboard.admin.intro')}
      widgets={<DashboardWidgets />}
      links={[
        { to: '/admin/realisations', label: t('dashboard.realisations') },
        { to: '/admin/articles', label: t('dashboard.articles') },
        { to: '/admin/opportunites', label: t('dashboard.opportunites') },
        { to: '/admin/utilisateurs', label: t('dashboard.utilisateurs') },
        { to: '/admin/partenaires', label: t('dashboard.partenaires') },
        { to: '/admin/demandes-contact', label: t('dashboard.contacts') },
      ]}
    />
  );
}
