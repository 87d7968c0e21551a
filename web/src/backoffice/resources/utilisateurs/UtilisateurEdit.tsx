import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../router';
import { dataProvider } from '../../api/provider';
import { FormPage, useLoad } from '../../ui';
import { UTILISATEURS, utilisateurToForm, type UtilisateurAnswer } from './form';
import { UtilisateurForm } from './UtilisateurForm';

/** /admin/utilisateurs/modifier/{id}: GET then PUT /utilisateurs/{id}; the password is optional. */
export default function UtilisateurEdit() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const utilisateur = useLoad(
    async (signal) => (await dataProvider.getOne<UtilisateurAnswer>('utilisateurs', id, signal))?.donnees ?? null,
    [id],
  );
  const stored = utilisateur.data;

  return (
    <FormPage
      title={t('users.editTitle')}
      loading={utilisateur.loading}
      loadingLabel={t('state.loading')}
      error={utilisateur.error || !stored ? t('users.loadFailed') : null}
      back={{ to: UTILISATEURS, label: t('users.back') }}
    >
      {() =>
        stored && (
          <UtilisateurForm
            key={stored._id}
            mode="edit"
            initial={utilisateurToForm(stored)}
            onSubmit={async (payload) => {
              await dataProvider.update('utilisateurs', id, payload);
              await navigate(UTILISATEURS);
            }}
          />
        )
      }
    </FormPage>
  );
}
