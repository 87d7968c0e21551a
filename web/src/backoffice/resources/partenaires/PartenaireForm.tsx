// Create or edit a partner (docs/product.md §5) on the frame every form passes through: no languages,
// no publication states; the logo (JPEG, PNG or WebP, or one of the media library's logos) is required
// on create and replaceable on edit; the multipart body is sent with an upload progress bar.
import { useTranslation } from 'react-i18next';
import { PARTENAIRE, validatePartenaire } from '@teranga/domain';
import { CheckboxField } from '../../content/forms/CheckboxField';
import { FormFrame } from '../../content/forms/FormFrame';
import { SingleImagePicker } from '../../content/forms/SingleImagePicker';
import { TextField } from '../../content/forms/TextField';
import { formDataOf, inputFromState, stateFromItem, type FormState } from '../../content/payload';
import { ContentFormScreen, type ContentFormBodyProps } from '../../content/screens/ContentFormScreen';
import { useContentForm } from '../../content/screens/useContentForm';
import { useFieldLabel } from '../../i18n/labels';

type PartenaireState = FormState<typeof PARTENAIRE>;

export function PartenaireFormBody({ role, mode, id, version, onSaved, initial }: ContentFormBodyProps<PartenaireState>) {
  const { t } = useTranslation('people');
  const label = useFieldLabel(PARTENAIRE);
  const form = useContentForm(
    'partenaires',
    role,
    id,
    initial,
    { version, fromItem: (item: object) => stateFromItem(PARTENAIRE, item) },
    onSaved,
  );
  const { state, set, field } = form;
  const logo = state.logo;

  // The form's values checked with the CMS's rules; the multipart body read from the definition.
  function prepare(values: PartenaireState = state) {
    const now = new Date();
    const { errors } = validatePartenaire(inputFromState(PARTENAIRE, values, now), mode, {
      hasLogo: Boolean(values.logo.file || values.logo.media || values.logo.current),
    });
    return { errors, build: () => formDataOf(PARTENAIRE, values, mode, now) };
  }

  return (
    <FormFrame form={form} id={id} prepare={prepare}>
      <div className="bo-row">
        <TextField label={label('nom')} required maxLength={100} value={state.nom} onChange={(v) => set('nom', v)} {...field('nom')} />
        <TextField
          type="url"
          label={label('siteWeb')}
          placeholder="https://"
          maxLength={200}
          value={state.siteWeb}
          onChange={(v) => set('siteWeb', v)}
          {...field('siteWeb')}
        />
        <TextField
          type="number"
          label={label('ordreAffichage')}
          hint={t('partners.ordreHelp')}
          min={0}
          value={state.ordreAffichage}
          onChange={(v) => set('ordreAffichage', v)}
          {...field('ordreAffichage')}
        />
      </div>
      <CheckboxField label={t('partners.actifHelp')} checked={state.actif} onChange={(v) => set('actif', v)} {...field('actif')} />
      <SingleImagePicker
        label={label('logo')}
        required={mode === 'create'}
        value={logo}
        onChange={(v) => set('logo', v)}
        nature="logo"
        words={{
          alt: t('partners.logoAlt', { nom: state.nom || initial.nom }),
          current: t('partners.logoCurrent'),
          file: t('partners.logoNew'),
        }}
        {...field('logo')}
      />
    </FormFrame>
  );
}

/** /admin/partenaires/creer and /admin/partenaires/modifier/{id}: POST, or GET then PATCH (multipart). */
export default function PartenaireForm() {
  return <ContentFormScreen kind="partenaires" role="administrateur" definition={PARTENAIRE} Body={PartenaireFormBody} />;
}
