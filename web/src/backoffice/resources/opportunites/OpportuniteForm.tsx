// Create or edit an opportunity: texts in three languages, statut, etat and publication date in
// both modes (so a draft can be published and an offer withdrawn), and the image (required on
// create, replaceable on edit).
import { useTranslation } from 'react-i18next';
import { validateOpportunite, ETATS_OPPORTUNITE, STATUTS_OPPORTUNITE, OPPORTUNITE, localizedFields } from '@teranga/domain';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SelectField } from '../../content/forms/SelectField';
import { SingleImagePicker } from '../../content/forms/SingleImagePicker';
import { ImageDescription } from '../../content/forms/ImageDescription';
import { SubmitBar } from '../../content/forms/SubmitBar';
import { TextField } from '../../content/forms/TextField';
import { RichTextField } from '../../content/forms/RichTextField';
import { ContentFormFrame } from '../../content/forms/ContentFormFrame';
import {
  emptyOpportunite,
  opportuniteForm,
  opportuniteInput,
  opportuniteState,
  type Mode,
  type OpportuniteState,
} from '../../content/payload';
import type { Opportunite, Role } from '../../content/types';
import { ContentFormPage } from '../../content/screens/ContentFormPage';
import { useContentForm } from '../../content/screens/useContentForm';
import { useContentFormData } from '../../content/screens/useContentFormData';
import { withMediaTexts } from '../medias/fill';

const LOCALIZED = localizedFields(OPPORTUNITE);
type TextKey = 'categorie' | 'pays' | 'contact' | 'quantiteDisponible';

interface BodyProps {
  role: Role;
  mode: Mode;
  id: string | undefined;
  /** The opened item's `dateModification` (edit): a save over a newer version is refused. */
  version?: string | null;
  /** After a save that stays on the form: the stored item is read again. */
  onSaved?: () => void;
  initial: OpportuniteState;
}

export function OpportuniteFormBody({ role, mode, id, version, onSaved, initial }: BodyProps) {
  const { t } = useTranslation('content');
  const form = useContentForm('opportunites', role, id, initial, { version, fromItem: opportuniteState }, onSaved);
  const { state, set, setLoc, submitting, progress, sendingFiles, fieldErrors, listPath, hasAuteur, error, field, lang } = form;
  const hasImage = Boolean(state.image.file || state.image.current || state.image.media);

  function prepare() {
    const now = new Date();
    const { errors } = validateOpportunite(opportuniteInput(state, now), mode, {
      now,
      hasAuteur,
      hasImage: Boolean(state.image.file || state.image.current || state.image.media),
    });
    return { errors, build: () => opportuniteForm(state, mode, now) };
  }

  const text = (key: TextKey) => <TextField label={t(`field.${key}`)} value={state[key]} onChange={(v) => set(key, v)} {...field(key)} />;

  return (
    <ContentFormFrame
      form={form}
      kind="opportunites"
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
          <RichTextField
            label={`${t('field.description')} (${l})`}
            required
            value={state.description[l]}
            onChange={(v) => setLoc('description', l, v)}
            {...field(`description.${l}`)}
          />
          <TextField
            label={`${t('field.contenu')} (${l})`}
            multiline
            rows={8}
            value={state.contenu[l]}
            onChange={(v) => setLoc('contenu', l, v)}
            {...field(`contenu.${l}`)}
          />
          <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
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
          label={t('field.statut')}
          value={state.statut}
          onChange={(v) => set('statut', v)}
          options={STATUTS_OPPORTUNITE.map((s) => ({ value: s, label: t(`statut.${s}`) }))}
          {...field('statut')}
        />
        <TextField
          type="date"
          label={t('field.dateExpiration')}
          hint={t('field.dateExpirationHint')}
          value={state.dateExpiration}
          onChange={(v) => set('dateExpiration', v)}
          {...field('dateExpiration')}
        />
      </div>

      <PublicationFields etats={ETATS_OPPORTUNITE} value={state} onChange={set} errors={fieldErrors} />

      <SingleImagePicker
        label={t('field.image')}
        value={state.image}
        onChange={(v) => set('image', v)}
        onMediaChosen={(media) => {
          // The library's description comes with its picture (a language it leaves empty keeps what was typed).
          form.setValues((v) => ({
            ...v,
            texteAlternatif: withMediaTexts(v.texteAlternatif, media.texteAlternatif),
            pointFocal: media.pointFocal,
          }));
        }}
        required={mode === 'create'}
        {...field('image')}
        details={(src, srcLabel) => (
          // The three titles are required, so the text is required in the three languages once there is an image.
          <ImageDescription
            src={src}
            srcLabel={srcLabel}
            lang={lang}
            alt={state.texteAlternatif[lang]}
            onAlt={(v) => setLoc('texteAlternatif', lang, v)}
            altError={error(`texteAlternatif.${lang}`)}
            altRequired={hasImage}
            pointFocal={state.pointFocal}
            onPointFocal={(v) => set('pointFocal', v)}
            pointError={error('pointFocal')}
          />
        )}
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

export default function OpportuniteForm({ role }: { role: Role }) {
  const { mode, id, data, page, refresh } = useContentFormData<Opportunite>('opportunites', role);
  return (
    <ContentFormPage {...page}>
      {() => (
        <OpportuniteFormBody
          key={id ?? 'new'}
          role={role}
          mode={mode}
          id={id}
          version={data?.dateModification}
          onSaved={refresh}
          initial={data ? opportuniteState(data) : emptyOpportunite()}
        />
      )}
    </ContentFormPage>
  );
}
