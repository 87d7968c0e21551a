// Create or edit an opportunity: texts in three languages, statut, etat and publication date in
// both modes (so a draft can be published and an offer withdrawn), and the image (required on
// create, replaceable on edit).
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui';
import { validateOpportunite, ETATS_OPPORTUNITE, STATUTS_OPPORTUNITE } from '@teranga/domain';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { LanguageTabs } from '../../content/forms/LanguageTabs';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SelectField } from '../../content/forms/SelectField';
import { SingleImagePicker } from '../../content/forms/SingleImagePicker';
import { SubmitBar } from '../../content/forms/SubmitBar';
import { TextField } from '../../content/forms/TextField';
import {
  emptyOpportunite, languagesWithErrors, opportuniteForm, opportuniteInput, opportuniteState, type Mode, type OpportuniteState,
} from '../../content/payload';
import type { Opportunite, Role } from '../../content/types';
import { ContentFormPage } from '../../content/screens/ContentFormPage';
import { useContentForm, useEditItem, useFormMode } from '../../content/screens/useContentForm';

const LOCALIZED = ['titre', 'description', 'contenu', 'motsCles'];
type TextKey = 'categorie' | 'pays' | 'contact' | 'quantiteDisponible';

interface BodyProps {
  role: Role;
  mode: Mode;
  id: string | undefined;
  initial: OpportuniteState;
}

export function OpportuniteFormBody({ role, mode, id, initial }: BodyProps) {
  const { t } = useTranslation('content');
  const { state, set, setLoc, lang, setLang, submit, submitting, progress, fieldErrors, topError, listPath, hasUser, error } =
    useContentForm('opportunites', role, id, initial);

  function prepare() {
    const now = new Date();
    const { errors } = validateOpportunite(opportuniteInput(state, now), mode, {
      now, hasUser, hasImage: Boolean(state.image.file || state.image.current),
    });
    return { errors, build: () => opportuniteForm(state, mode, now) };
  }

  const text = (key: TextKey) => (
    <TextField label={t(`field.${key}`)} value={state[key]} onChange={(v) => set(key, v)} error={error(key)} />
  );

  return (
    <form className="bo-form" noValidate onSubmit={(event) => submit(event, prepare)} aria-busy={submitting}>
      <ErrorBanner message={topError} />
      <LanguageTabs active={lang} onChange={setLang} errors={languagesWithErrors(fieldErrors.map((e) => e.path), LOCALIZED)}>
        {(l) => (
          <>
            <TextField label={`${t('field.titre')} (${l})`} required value={state.titre[l]} onChange={(v) => setLoc('titre', l, v)} error={error(`titre.${l}`)} />
            <TextField label={`${t('field.description')} (${l})`} required multiline rows={4} value={state.description[l]} onChange={(v) => setLoc('description', l, v)} error={error(`description.${l}`)} />
            <TextField label={`${t('field.contenu')} (${l})`} multiline rows={8} value={state.contenu[l]} onChange={(v) => setLoc('contenu', l, v)} error={error(`contenu.${l}`)} />
            <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
          </>
        )}
      </LanguageTabs>

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
          error={error('statut')}
        />
        <TextField type="date" label={t('field.dateExpiration')} value={state.dateExpiration} onChange={(v) => set('dateExpiration', v)} error={error('dateExpiration')} />
      </div>

      <PublicationFields etats={ETATS_OPPORTUNITE} value={state} onChange={set} errors={fieldErrors} />

      <SingleImagePicker label={t('field.image')} value={state.image} onChange={(v) => set('image', v)} required={mode === 'create'} error={error('image')} />

      <SubmitBar mode={mode} submitting={submitting} progress={progress} cancelTo={listPath} />
    </form>
  );
}

export default function OpportuniteForm({ role }: { role: Role }) {
  const { mode, id } = useFormMode();
  const item = useEditItem<Opportunite>('opportunites', id);
  return (
    <ContentFormPage kind="opportunites" mode={mode} loading={item.loading} error={item.error}>
      {() => <OpportuniteFormBody key={id ?? 'new'} role={role} mode={mode} id={id} initial={item.data ? opportuniteState(item.data) : emptyOpportunite()} />}
    </ContentFormPage>
  );
}
