import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../router';
import { dataProvider } from '../../api/provider';
import { FormPage, useLoad } from '../../ui';
import { PARTENAIRES, partenaireToForm, type Partenaire } from './form';
import { PartenaireForm } from './PartenaireForm';
import { useHistoryToggle } from '../../recovery/useHistoryToggle';

/**
 * /admin/partenaires/modifier/{id}: the screen the spec's partner list links to. GET
 * /partenaires/admin/{id}, then PATCH /partenaires/{id} (multipart; a new logo replaces the old). The
 * header names the partner; its "Historique" opens the versions above the form.
 */
export default function PartenaireEdit() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const id = encodeURIComponent(useParams().id ?? '');
  const partenaire = useLoad((signal) => dataProvider.getOne<Partenaire>('partenaires', id, signal), [id]);
  const stored = partenaire.data;
  const versions = useHistoryToggle(t('partners.history'));

  return (
    <FormPage
      title={stored?.nom ? t('partners.editNamed', { nom: stored.nom }) : t('partners.editTitle')}
      loading={partenaire.loading}
      loadingLabel={t('state.loading')}
      error={partenaire.error || !stored ? t('partners.loadFailed') : null}
      back={{ to: PARTENAIRES, label: t('partners.back') }}
      actions={versions.button}
      top={versions.panel(stored ? { type: 'partenaires', id: stored._id, current: stored, onRestored: partenaire.reload } : null)}
    >
      {() =>
        stored && (
          <PartenaireForm
            key={stored._id}
            mode="edit"
            initial={partenaireToForm(stored)}
            storedLogo={stored.logo}
            onSubmit={async (form, onProgress) => {
              await dataProvider.update('partenaires', id, form, { onProgress });
              await navigate(PARTENAIRES);
            }}
          />
        )
      }
    </FormPage>
  );
}
