import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataProvider } from '../../api/provider';
import { PageHeader } from '../../ui';
import { EMPTY_PARTNER } from '../../people/forms';
import { PartnerForm } from './PartnerForm';
import { PARTNERS } from '../../people/paths';

/** /admin/partenaires/creer: POST /partenaires (multipart), then back to the list. */
export default function PartnerCreate() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t('partners.createTitle')} />
      <PartnerForm
        mode="create"
        initial={EMPTY_PARTNER}
        onSubmit={async (form, onProgress) => {
          await dataProvider.create('partenaires', form, { onProgress });
          await navigate(PARTNERS);
        }}
      />
    </section>
  );
}
