import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../router';
import { dataProvider } from '../../api/provider';
import { FormPage } from '../../ui';
import { EMPTY_PARTENAIRE, PARTENAIRES } from './form';
import { PartenaireForm } from './PartenaireForm';

/** /admin/partenaires/creer: POST /partenaires (multipart), then back to the list. */
export default function PartenaireCreate() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <FormPage title={t('partners.createTitle')}>
      {() => (
        <PartenaireForm
          mode="create"
          initial={EMPTY_PARTENAIRE}
          onSubmit={async (form, onProgress) => {
            await dataProvider.create('partenaires', form, { onProgress });
            await navigate(PARTENAIRES);
          }}
        />
      )}
    </FormPage>
  );
}
