// The adviser dashboard: the welcome, then their own work (drafts, scheduled articles, views of what is
// published; a lazy chunk), and the links to the real adviser screens (never /conseiller/biens).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/AuthProvider';
import { PageHeader } from '../ui/PageHeader';
import { DashboardLinks, displayName } from './DashboardLinks';

const AdviserWidgets = lazy(() => import('../tools/AdviserWidgets'));

export default function AdviserDashboard() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: displayName(user) })} intro={t('dashboard.adviser.intro')} />
      <Suspense fallback={null}>
        <AdviserWidgets />
      </Suspense>
      <DashboardLinks
        links={[
          { to: '/conseiller/realisations', label: t('dashboard.mesRealisations') },
          { to: '/conseiller/articles', label: t('dashboard.mesArticles') },
          { to: '/conseiller/opportunites', label: t('dashboard.opportunites') },
        ]}
      />
    </>
  );
}
