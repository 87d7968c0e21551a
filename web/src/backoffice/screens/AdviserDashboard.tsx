// The adviser dashboard: its links go to the real adviser screens (never /conseiller/biens).
import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/AuthProvider';
import { PageHeader } from '../ui/PageHeader';
import { DashboardLinks, displayName } from './DashboardLinks';

export default function AdviserDashboard() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: displayName(user) })} intro={t('dashboard.adviser.intro')} />
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
