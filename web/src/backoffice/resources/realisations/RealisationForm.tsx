// Create or edit a realisation (docs/product.md §3, §4, §5, §7): three languages (title, description,
// summary, content, keywords), sector, year, delivery status, categories, etat and date, 1 to 5
// images, and the location on a map.
import { useTranslation } from 'react-i18next';
import {
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
import { SubmitBar } from '../../content/forms/SubmitBar';
import { TextField } from '../../content/forms/TextField';
import { RichTextField } from '../../content/forms/RichTextField';
import { ContentFormFrame } from '../../content/forms/ContentFormFrame';
import {
  emptyRealisation,
  realisationForm,
  realisationInput,
  realisationState,
  type Mode,
  type RealisationState,
} from '../../content/payload';
import type { Realisation, Role, SecteurRef } from '../../content/types';
import { ContentFormPage } from '../../content/screens/ContentFormPage';
import { useContentForm } from '../../content/screens/useContentForm';
import { useContentFormData } from '../../content/screens/useContentFormData';

const LOCALIZED = localizedFields(REALISATION);

interface BodyProps {
  role: Role;
  mode: Mode;
  id: string | undefined;
  /** The opened item's `dateModification` (edit): a save over a newer version is refused. */
  version?: string | null;
  /** After a save that stays on the form: the stored item is read again. */
  onSaved?: () => void;
  initial: RealisationState;
  secteurs: SecteurRef[];
  withMap?: boolean;
}

export function RealisationFormBody({ role, mode, id, version, onSaved, initial, secteurs, withMap = true }: BodyProps) {
  const { t } = useTranslation('content');
  const form = useContentForm('realisations', role, id, initial, { version, fromItem: realisationState }, onSaved);
  const { state, set, setLoc, submitting, progress, sendingFiles, fieldErrors, listPath, hasAuteur, error, field, lang } = form;

  function prepare() {
    const now = new Date();
    const { errors } = validateRealisation(realisationInput(state, now), mode, {
      now,
      hasAuteur,
      imageCount: state.images.existing.length + (state.images.chosen?.length ?? 0) + state.images.added.length,
      secteurExists: secteurs.some((s) => s._id === state.secteur),
    });
    return { errors, build: () => realisationForm(state, mode, now) };
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
          <TextField
            label={`${t('field.titre')} (${l})`}
            required
            value={state.titre[l]}
            onChange={(v) => setLoc('titre', l, v)}
            {...field(`titre.${l}`)}
          />
          <TextField
            label={`${t('field.description')} (${l})`}
            multiline
            rows={3}
            value={state.description[l]}
            onChange={(v) => setLoc('description', l, v)}
            {...field(`description.${l}`)}
          />
          <TextField
            label={`${t('field.resume')} (${l})`}
            hint={t('field.resumeHint')}
            multiline
            rows={2}
            value={state.resume[l]}
            onChange={(v) => setLoc('resume', l, v)}
            {...field(`resume.${l}`)}
          />
          <RichTextField
            label={`${t('field.contenu')} (${l})`}
            value={state.contenu[l]}
            onChange={(v) => setLoc('contenu', l, v)}
            {...field(`contenu.${l}`)}
          />
          <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
        </>
      )}
    >
      <div className="bo-row">
        <SecteurSelect secteurs={secteurs} required value={state.secteur} onChange={(v) => set('secteur', v)} error={error('secteur')} />
        <TextField
          type="number"
          label={t('field.annee')}
          required
          min={1900}
          value={state.annee}
          onChange={(v) => set('annee', v)}
          {...field('annee')}
        />
        <SelectField
          label={t('field.statutLivraison')}
          value={state.statutLivraison}
          onChange={(v) => set('statutLivraison', v)}
          options={STATUTS_LIVRAISON.map((s) => ({ value: s, label: t(`livraison.${s}`) }))}
        />
      </div>

      <CategoryCheckboxes
        value={state.categories}
        onChange={(v) => set('categories', v)}
        mode={mode}
        hint={t('field.categoriesHint.realisation')}
        error={error('categories')}
      />

      <PublicationFields etats={ETATS_REALISATION} value={state} onChange={set} errors={fieldErrors} />

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

      <SubmitBar
        mode={mode}
        submitting={submitting}
        progress={progress}
        sendingFiles={sendingFiles}
        cancelTo={listPath}
        onSaveAndClose={() => void form.submit(null, prepare, undefined, { close: true })}
      />
    </ContentFormFrame>
  );
}

export default function RealisationForm({ role, withMap }: { role: Role; withMap?: boolean }) {
  const { mode, id, data, secteurs, page, refresh } = useContentFormData<Realisation>('realisations', role, { withSecteurs: true });
  return (
    <ContentFormPage {...page}>
      {() => (
        <RealisationFormBody
          key={id ?? 'new'}
          role={role}
          mode={mode}
          id={id}
          version={data?.dateModification}
          onSaved={refresh}
          initial={data ? realisationState(data) : emptyRealisation()}
          secteurs={secteurs}
          withMap={withMap}
        />
      )}
    </ContentFormPage>
  );
}
