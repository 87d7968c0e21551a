// The adviser dashboard: the welcome, then their own work (drafts, scheduled articles, views of what is
// published; a lazy chunk), and the links to the real adviser screens (never /conseiller/biens).
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Dashboard } from './DashboardLinks';

const AdviserWidgets = lazy(() => import('./dashboard/AdviserWidgets'));

export default function AdviserDashboard() {
  const { t } = useTranslation('common');
  return (
    <Dashboard
      intro={t('dashboard.adviser.intro')}
      widgets={<AdviserWidgets />}
      links={[
        { to: '/conseiller/realisations', label: t('dashboard.mesRealisations') },
        { to: '/conseiller/articles', label: t('dashboard.mesArticles') },
        { to: '/conseiller/opportunites', label: t('dashboard.opportunites') },
      ]}
    />
  );
}
