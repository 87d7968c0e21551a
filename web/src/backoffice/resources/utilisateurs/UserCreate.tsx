import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataProvider } from '../../api/provider';
import { PageHeader } from '../../ui';
import { EMPTY_USER } from '../../people/forms';
import { USERS } from '../../people/paths';
import { UserForm } from './UserForm';

/** /admin/utilisateurs/creer: POST /utilisateurs (JSON), then back to the list. */
export default function UserCreate() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t('users.createTitle')} />
      <UserForm
        mode="create"
        initial={EMPTY_USER}
        onSubmit={async (payload) => {
          await dataProvider.create('utilisateurs', payload);
          await navigate(USERS);
        }}
      />
    </section>
  );
}
