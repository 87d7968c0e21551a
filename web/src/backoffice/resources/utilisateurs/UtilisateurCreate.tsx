import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../router';
import { dataProvider } from '../../api/provider';
import { FormPage } from '../../ui';
import { EMPTY_UTILISATEUR, UTILISATEURS } from './form';
import { UtilisateurForm } from './UtilisateurForm';

/** /admin/utilisateurs/creer: POST /utilisateurs (JSON), then back to the list. */
export default function UtilisateurCreate() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <FormPage title={t('users.createTitle')}>
      {() => (
        <UtilisateurForm
          mode="create"
          initial={EMPTY_UTILISATEUR}
          onSubmit={async (payload) => {
            await dataProvider.create('utilisateurs', payload);
            await navigate(UTILISATEURS);
          }}
        />
      )}
    </FormPage>
  );
}
