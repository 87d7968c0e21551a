import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { dataProvider } from '../../api/provider';
import { ErrorBanner, Loading, PageHeader, useLoad } from '../../ui';
import { partnerToForm } from '../../people/forms';
import { PartnerForm } from './PartnerForm';
import { PARTNERS } from '../../people/paths';
import type { Partenaire } from '../../people/types';

/**
 * /admin/partenaires/modifier/{id}: the screen the spec's partner list links to. GET
 * /partenaires/admin/{id}, then PATCH /partenaires/{id} (multipart; a new logo replaces the old).
 */
export default function PartnerEdit() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const id = encodeURIComponent(useParams().id ?? '');
  const partner = useLoad((signal) => dataProvider.getOne<Partenaire>('partenaires', id, signal), [id]);

  return (
    <section>
      <PageHeader title={t('partners.editTitle')} />
      {partner.loading ? (
        <Loading label={t('state.loading')} />
      ) : partner.error || !partner.data ? (
        <ErrorBanner message={t('partners.loadFailed')} />
      ) : (
        <PartnerForm
          key={partner.data._id}
          mode="edit"
          initial={partnerToForm(partner.data)}
          storedLogo={partner.data.logo}
          onSubmit={async (form, onProgress) => {
            await dataProvider.update('partenaires', id, form, { onProgress });
            await navigate(PARTNERS);
          }}
        />
      )}
    </section>
  );
}
