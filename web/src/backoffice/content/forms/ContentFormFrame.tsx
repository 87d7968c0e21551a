// What the three content form bodies add to the frame every form passes through (FormFrame.tsx): the
// editing notices and the language tabs (with the copy aid, the languages holding an error, each
// language's translation state, the reviews of fields to review and the side-by-side mode); the fields
// common to the three languages follow the tabs, under their own heading, then the checks and the
// "Aperçu" action for the tab shown; the preview panel beside the form; the publication states in the
// save bar.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { editorialDefinition, type Lang } from '@teranga/domain';
import { languageOfPath, languagesWithErrors } from '../payload';
import type { ContentLang } from '../types';
import type { Prepare, useContentForm } from '../screens/useContentForm';
import { EditingNotices } from './EditingNotices';
import { FormFrame, type FrameForm } from './FormFrame';
import { LanguageTabs } from './LanguageTabs';
import { ApercuButton } from './ApercuButton';
import { ControlesPanel, errorCount, useControles } from './ControlesPanel';
import { FieldReview, ReviewLoadFailed } from '../../traductions/FieldReview';
import { otherTrackedFields } from '../../traductions/review';
import { SideBySideToggle, SourceColumn, sourceFor } from '../../traductions/SideBySide';
import { FieldReviewContext, useTraductionReview } from '../../traductions/useTraductionReview';
import type { ContentKind } from '../types';
import { ApercuSplit } from '../apercu/ApercuSplit';
import { ApercuPanel } from '../apercu/ApercuPanel';
import { focusFromPreview } from '../apercu/go-to-field';

type Form = FrameForm & Pick<ReturnType<typeof useContentForm>, 'lang' | 'setLang' | 'state' | 'adoptVersion'>;

interface Props {
  form: Form;
  /** What "Aperçu" previews: the kind, and the item's id on edit. */
  kind: ContentKind;
  id: string | undefined;
  prepare: Prepare<FormData>;
  /** The language-keyed fields, whose errors mark their language's tab. */
  localized: string[];
  /** The fields of one language tab. */
  fields: (lang: ContentLang) => ReactNode;
  children: ReactNode;
}

export function ContentFormFrame({ form, kind, id, prepare, localized, fields, children }: Props) {
  const { aids, lang, setLang, submit, submitting, fieldErrors } = form;
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const commonId = useId();
  const etats = editorialDefinition(kind).fields.etat.values;
  // While someone else edits the item the form is read only: what was typed stays, nothing is sent.
  const readOnly = aids.presence?.readOnly ?? false;
  const locked = submitting || readOnly;
  // A field of a language tab is shown (its tab chosen) before the summary's link focuses it.
  const reveal = (path: string) => {
    const tab = languageOfPath(path, localized);
    if (tab) setLang(tab);
  };
  const translation = useTraductionReview(form.state, form.adoptVersion);
  const checks = useControles(kind, id, prepare, form.state);
  // The publish control says how many errors stop it when the state chosen is publié.
  const publishing = (form.state as { etat?: string }).etat === 'publié';
  const [sideBySide, setSideBySide] = useState(false);
  const [chosenSource, setChosenSource] = useState<Lang>('fr');
  const definition = translation.definition;
  const formElement = useRef<HTMLFormElement>(null);
  const tabs = (
    <LanguageTabs
      active={lang}
      onChange={setLang}
      copy={readOnly ? undefined : aids.copy}
      states={translation.states}
      errors={languagesWithErrors(
        fieldErrors.map((e) => e.path),
        localized,
      )}
    >
      {(l) => (
        // Read only, the language tabs still switch: only the fields inside them are disabled.
        <fieldset className={readOnly ? 'bo-form-body bo-read-only' : 'bo-form-body'} disabled={locked}>
          <ReviewLoadFailed lang={l} />
          {fields(l)}
          {definition ? otherTrackedFields(definition).map((champ) => <FieldReview key={champ} champ={champ} lang={l} />) : null}
        </fieldset>
      )}
    </LanguageTabs>
  );
  return (
    <ApercuSplit
      panel={({ showForm, size, onSize }) => (
        <ApercuPanel
          kind={kind}
          id={id}
          lang={lang}
          prepare={prepare}
          values={form.state}
          controles={checks.controles}
          size={size}
          onSize={onSize}
          goToField={(path, block) => {
            showForm();
            reveal(path);
            // Once the form and the field's tab show.
            requestAnimationFrame(() => focusFromPreview(formElement.current ?? document, path, block));
          }}
        />
      )}
    >
      <FormFrame
        form={form}
        id={id}
        prepare={prepare}
        etats={etats}
        reveal={reveal}
        formRef={formElement}
        notices={
          <EditingNotices
            draft={aids.draft}
            conflict={aids.conflict}
            merged={aids.merged}
            presence={aids.presence}
            // Taken over with changes not saved: they can still be saved, merged with the holder's.
            saveMine={aids.dirty && !submitting ? () => void submit(null, prepare) : undefined}
          />
        }
        checks={<ControlesPanel checks={checks} reveal={reveal} />}
        blocked={publishing ? errorCount(checks.controles) : 0}
        after={<ApercuButton kind={kind} id={id} lang={lang} prepare={prepare} reveal={reveal} />}
      >
        <FieldReviewContext.Provider value={translation.fields}>
          {definition ? <SideBySideToggle on={sideBySide} onToggle={() => setSideBySide((on) => !on)} /> : null}
          {sideBySide && definition ? (
            <div className="bo-side-by-side">
              <SourceColumn
                definition={definition}
                values={form.state}
                target={lang}
                source={sourceFor(chosenSource, lang)}
                onSource={setChosenSource}
              />
              {tabs}
            </div>
          ) : (
            tabs
          )}
        </FieldReviewContext.Provider>
        {/* The fields every language shares, once, out of the language tabs. */}
        <fieldset
          className={readOnly ? 'bo-form-body bo-read-only bo-common' : 'bo-form-body bo-common'}
          disabled={locked}
          aria-labelledby={commonId}
          data-testid="common-fields"
        >
          <h2 id={commonId} className="bo-common-title">
            {t('field.common')}
          </h2>
          {children}
        </fieldset>
      </FormFrame>
    </ApercuSplit>
  );
}
