// Create or edit a realisation (docs/product.md §3, §4, §5, §7): three languages (title, description,
// summary, content, keywords), sector, year, delivery status, categories, etat and date, 1 to 5
// images, and the location on a map.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../../content/form-namespaces';
import {
  requirementOf,
  validateRealisation,
  ETATS_REALISATION,
  REALISATION_IMAGES,
  STATUTS_LIVRAISON,
  REALISATION,
  localizedFields,
} from '@teranga/domain';
import { CategoryCheckboxes } from '../../content/forms/CategoryCheckboxes';
import { ImagesPicker } from '../../content/forms/ImagesPicker';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { LocationPicker } from '../../content/forms/LocationPicker';
import { SecteurSelect } from '../../content/forms/SecteurSelect';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SelectField } from '../../content/forms/SelectField';
import { TextField } from '../../content/forms/TextField';
import { DefinedTextFields } from '../../content/forms/DefinedTextFields';
import { AddressField } from '../../content/forms/AddressField';
import { ContentFormFrame } from '../../content/forms/ContentFormFrame';
import { formDataOf, inputFromState, stateFromItem, type RealisationState } from '../../content/payload';
import type { Realisation, Role } from '../../content/types';
import { ContentFormScreen, type ContentFormBodyProps } from '../../content/screens/ContentFormScreen';
import { useContentForm } from '../../content/screens/useContentForm';
import { useFieldLabel } from '../../i18n/labels';
import { useFieldPlace } from '../../i18n/places';

// The address's errors (`slug.en`) mark their language's tab too.
const LOCALIZED = [...localizedFields(REALISATION), 'slug'];

type BodyProps = ContentFormBodyProps<RealisationState> & {
  /** The map (off in tests without a canvas). */
  withMap?: boolean;
};

export function RealisationFormBody({ role, mode, id, version, onSaved, initial, secteurs, withMap = true }: BodyProps) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const place = useFieldPlace(REALISATION);
  const form = useContentForm(
    'realisations',
    role,
    id,
    initial,
    { version, fromItem: (item: Realisation) => stateFromItem(REALISATION, item) },
    onSaved,
  );
  const { state, set, setLoc, fieldErrors, hasAuteur, error, field, lang } = form;
  // A draft saves with a title in one language; what publishing needs is marked required (docs/product.md).
  const publishing = requirementOf(state.etat) === 'publication';

  // The form's values, or the values a save bar's action sends (etat and datePublication over the form's).
  function prepare(values: RealisationState = state) {
    const now = new Date();
    const { errors } = validateRealisation(inputFromState(REALISATION, values, now), mode, {
      now,
      hasAuteur,
      imageCount: state.images.existing.length + (state.images.chosen?.length ?? 0) + state.images.added.length,
      secteurExists: secteurs.some((s) => s._id === state.secteur),
    });
    return { errors, build: () => formDataOf(REALISATION, values, mode, now) };
  }

  return (
    <ContentFormFrame
      form={form}
      kind="realisations"
      id={id}
      prepare={prepare}
      localized={LOCALIZED}
      fields={(l) => (
        <>
          <DefinedTextFields
            definition={REALISATION}
            form={form}
            lang={l}
            required={() => publishing}
            layout={{ resume: { rows: 2, hint: t('field.resumeHint') } }}
          />
          <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
          <AddressField kind="realisations" lang={l} form={form} stored={initial.slug} />
        </>
      )}
    >
      <div className="bo-row">
        <SecteurSelect
          secteurs={secteurs}
          required={publishing}
          value={state.secteur}
          onChange={(v) => set('secteur', v)}
          error={error('secteur')}
          hint={place('secteur')}
        />
        <TextField
          type="number"
          label={label('annee')}
          required={publishing}
          min={1900}
          value={state.annee}
          onChange={(v) => set('annee', v)}
          {...field('annee')}
        />
        <SelectField
          label={label('statutLivraison')}
          value={state.statutLivraison}
          onChange={(v) => set('statutLivraison', v)}
          options={STATUTS_LIVRAISON.map((s) => ({ value: s, label: t(`livraison.${s}`) }))}
          hint={place('statutLivraison')}
        />
      </div>

      <CategoryCheckboxes
        value={state.categories}
        onChange={(v) => set('categories', v)}
        mode={mode}
        hint={t('field.categoriesHint.realisation')}
        error={error('categories')}
        place={place('categories')}
      />

      <PublicationFields etats={ETATS_REALISATION} value={state} onChange={set} errors={fieldErrors} hint={place('etat')} />

      <ImagesPicker
        value={state.images}
        onChange={(v) => set('images', v)}
        max={REALISATION_IMAGES.max}
        error={error('images')}
        lang={lang}
        texts={state.textesAlternatifs}
        onTexts={(v) => set('textesAlternatifs', v)}
        textError={(i) => error(`textesAlternatifs.${lang}.${i}`)}
        pointFocal={state.pointFocal}
        onPointFocal={(v) => set('pointFocal', v)}
        pointError={error('pointFocal')}
      />

      <LocationPicker
        point={state.point}
        adresse={state.adresse}
        onPoint={(p) => set('point', p)}
        onAdresse={(v) => set('adresse', v)}
        error={error('localisation')}
        withMap={withMap}
      />
    </ContentFormFrame>
  );
}

export default function RealisationForm({ role, withMap }: { role: Role; withMap?: boolean }) {
  const Body = useMemo(() => (props: BodyProps) => <RealisationFormBody {...props} withMap={withMap} />, [withMap]);
  return <ContentFormScreen kind="realisations" role={role} definition={REALISATION} Body={Body} withSecteurs />;
}
