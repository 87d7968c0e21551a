// Create or edit an opportunity: texts in three languages, statut, etat and publication date in
// both modes (so a draft can be published and an offer withdrawn), and the image (required on
// create, replaceable on edit).
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../../content/form-namespaces';
import { validateOpportunite, requirementOf, ETATS_OPPORTUNITE, STATUTS_OPPORTUNITE, OPPORTUNITE, localizedFields } from '@teranga/domain';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SelectField } from '../../content/forms/SelectField';
import { DescribedImageField } from '../../content/forms/DescribedImageField';
import { TextField } from '../../content/forms/TextField';
import { DefinedTextFields } from '../../content/forms/DefinedTextFields';
import { AddressField } from '../../content/forms/AddressField';
import { ContentFormFrame } from '../../content/forms/ContentFormFrame';
import { formDataOf, inputFromState, stateFromItem, type OpportuniteState } from '../../content/payload';
import type { Opportunite, Role } from '../../content/types';
import { ContentFormScreen, type ContentFormBodyProps } from '../../content/screens/ContentFormScreen';
import { useContentForm } from '../../content/screens/useContentForm';
import { useFieldLabel } from '../../i18n/labels';
import { useFieldPlace } from '../../i18n/places';

// The address's errors (`slug.en`) mark their language's tab too.
const LOCALIZED = [...localizedFields(OPPORTUNITE), 'slug'];
type TextKey = 'categorie' | 'pays' | 'contact' | 'quantiteDisponible';

type BodyProps = ContentFormBodyProps<OpportuniteState>;

export function OpportuniteFormBody({ role, mode, id, version, onSaved, initial }: BodyProps) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const place = useFieldPlace(OPPORTUNITE);
  const form = useContentForm(
    'opportunites',
    role,
    id,
    initial,
    { version, fromItem: (item: Opportunite) => stateFromItem(OPPORTUNITE, item) },
    onSaved,
  );
  const { state, set, setLoc, fieldErrors, hasAuteur, error, field } = form;
  const hasImage = Boolean(state.image.file || state.image.current || state.image.media);
  // A draft saves with a title in one language; what publishing needs is marked required (docs/product.md).
  const publishing = requirementOf(state.etat) === 'publication';

  // The form's values, or the values a save bar's action sends (etat and datePublication over the form's).
  function prepare(values: OpportuniteState = state) {
    const now = new Date();
    const { errors } = validateOpportunite(inputFromState(OPPORTUNITE, values, now), mode, {
      now,
      hasAuteur,
      hasImage,
    });
    return { errors, build: () => formDataOf(OPPORTUNITE, values, mode, now) };
  }

  const text = (key: TextKey) => <TextField label={label(key)} value={state[key]} onChange={(v) => set(key, v)} {...field(key)} />;

  return (
    <ContentFormFrame
      form={form}
      kind="opportunites"
      id={id}
      prepare={prepare}
      localized={LOCALIZED}
      fields={(l) => (
        <>
          <DefinedTextFields definition={OPPORTUNITE} form={form} lang={l} required={() => publishing} layout={{ contenu: { rows: 8 } }} />
          <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
          <AddressField kind="opportunites" lang={l} form={form} stored={initial.slug} />
        </>
      )}
    >
      <div className="bo-row">
        {text('categorie')}
        {text('pays')}
        {text('contact')}
        {text('quantiteDisponible')}
      </div>
      <div className="bo-row">
        <SelectField
          label={label('statut')}
          value={state.statut}
          onChange={(v) => set('statut', v)}
          options={STATUTS_OPPORTUNITE.map((s) => ({ value: s, label: t(`statut.${s}`) }))}
          hint={place('statut')}
          {...field('statut')}
        />
        <TextField
          type="date"
          label={label('dateExpiration')}
          hint={t('field.dateExpirationHint')}
          value={state.dateExpiration}
          onChange={(v) => set('dateExpiration', v)}
          {...field('dateExpiration')}
        />
      </div>

      <PublicationFields etats={ETATS_OPPORTUNITE} value={state} onChange={set} errors={fieldErrors} hint={place('etat')} />

      {/* Publishing needs the text in the three languages once there is an image. */}
      <DescribedImageField form={form} name="image" label={label('image')} required={publishing} altRequired={hasImage && publishing} />
    </ContentFormFrame>
  );
}

export default function OpportuniteForm({ role }: { role: Role }) {
  return <ContentFormScreen kind="opportunites" role={role} definition={OPPORTUNITE} Body={OpportuniteFormBody} />;
}
