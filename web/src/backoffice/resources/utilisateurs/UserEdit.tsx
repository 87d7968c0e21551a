import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { dataProvider } from '../../api/provider';
import { ErrorBanner, Loading, PageHeader, useLoad } from '../../ui';
import { userToForm } from '../../people/forms';
import { USERS } from '../../people/paths';
import type { UtilisateurAnswer } from '../../people/types';
import { UserForm } from './UserForm';

/** /admin/utilisateurs/modifier/{id}: GET then PUT /utilisateurs/{id}; the password is optional. */
export default function UserEdit() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const user = useLoad(async (signal) => (await dataProvider.getOne<UtilisateurAnswer>('utilisateurs', id, signal))?.donnees ?? null, [id]);

  return (
    <section>
      <PageHeader title={t('users.editTitle')} />
      {user.loading ? (
        <Loading label={t('state.loading')} />
      ) : user.error || !user.data ? (
        <ErrorBanner message={t('users.loadFailed')} />
      ) : (
        <UserForm
          key={user.data._id}
          mode="edit"
          initial={userToForm(user.data)}
          onSubmit={async (payload) => {
            await dataProvider.update('utilisateurs', id, payload);
            await navigate(USERS);
          }}
        />
      )}
    </section>
  );
}
