// Create or edit an article (docs/product.md §3, §4, §5, §7): three languages, categories, an optional
// sector, etat (brouillon, planifié, publié) and date, and the main image (required on create,
// replaceable).
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui';
import { validateArticle, ETATS_ARTICLE } from '@teranga/domain';
import { CategoryCheckboxes } from '../../content/forms/CategoryCheckboxes';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { LanguageTabs } from '../../content/forms/LanguageTabs';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SecteurSelect, useSecteurs } from '../../content/forms/SecteurSelect';
import { SingleImagePicker } from '../../content/forms/SingleImagePicker';
import { SubmitBar } from '../../content/forms/SubmitBar';
import { TextField } from '../../content/forms/TextField';
import { articleForm, articleInput, articleState, emptyArticle, languagesWithErrors, type ArticleState, type Mode } from '../../content/payload';
import type { Article, ContentLang, Role, SecteurRef } from '../../content/types';
import { ContentFormPage } from '../../content/screens/ContentFormPage';
import { useContentForm, useEditItem, useFormMode } from '../../content/screens/useContentForm';

const LOCALIZED = ['titre', 'contenu', 'resume', 'motsCles'];

interface BodyProps {
  role: Role;
  mode: Mode;
  id: string | undefined;
  initial: ArticleState;
  secteurs: SecteurRef[];
}

export function ArticleFormBody({ role, mode, id, initial, secteurs }: BodyProps) {
  const { t } = useTranslation('content');
  const { state, set, setLoc, lang, setLang, submit, submitting, progress, fieldErrors, topError, listPath, hasUser, error } =
    useContentForm('articles', role, id, initial);
  // On edit only the French title and content are required (docs/product.md §5).
  const required = (l: ContentLang) => mode === 'create' || l === 'fr';

  function prepare() {
    const now = new Date();
    const { errors } = validateArticle(articleInput(state, now), mode, {
      now, hasUser, hasImage: Boolean(state.image.file || state.image.current),
    });
    return { errors, build: () => articleForm(state, now) };
  }

  return (
    <form className="bo-form" noValidate onSubmit={(event) => submit(event, prepare)} aria-busy={submitting}>
      <ErrorBanner message={topError} />
      <LanguageTabs active={lang} onChange={setLang} errors={languagesWithErrors(fieldErrors.map((e) => e.path), LOCALIZED)}>
        {(l) => (
          <>
            <TextField label={`${t('field.titre')} (${l})`} required={required(l)} value={state.titre[l]} onChange={(v) => setLoc('titre', l, v)} error={error(`titre.${l}`)} />
            <TextField label={`${t('field.resume')} (${l})`} multiline rows={3} value={state.resume[l]} onChange={(v) => setLoc('resume', l, v)} error={error(`resume.${l}`)} />
            <TextField label={`${t('field.contenu')} (${l})`} required={required(l)} multiline rows={10} value={state.contenu[l]} onChange={(v) => setLoc('contenu', l, v)} error={error(`contenu.${l}`)} />
            <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
          </>
        )}
      </LanguageTabs>

      <CategoryCheckboxes value={state.categories} onChange={(v) => set('categories', v)} mode={mode} error={error('categories')} />

      <SecteurSelect secteurs={secteurs} value={state.secteur} onChange={(v) => set('secteur', v)} error={error('secteur')} />

      <PublicationFields etats={ETATS_ARTICLE} value={state} onChange={set} errors={fieldErrors} />

      <SingleImagePicker
        label={t('field.imagePrincipale')}
        value={state.image}
        onChange={(v) => set('image', v)}
        required={mode === 'create'}
        error={error('imagePrincipale')}
      />

      <SubmitBar mode={mode} submitting={submitting} progress={progress} cancelTo={listPath} />
    </form>
  );
}

export default function ArticleForm({ role }: { role: Role }) {
  const { mode, id } = useFormMode();
  const item = useEditItem<Article>('articles', id);
  const secteurs = useSecteurs();
  // The sector list failing is a plain load failure, never 'introuvable': its status is not passed on.
  const error = item.error ?? (secteurs.error ? new Error('GET /secteurs failed') : null);
  return (
    <ContentFormPage kind="articles" mode={mode} loading={item.loading || secteurs.loading} error={error}>
      {() => (
        <ArticleFormBody
          key={id ?? 'new'}
          role={role}
          mode={mode}
          id={id}
          initial={item.data ? articleState(item.data) : emptyArticle()}
          secteurs={secteurs.data ?? []}
        />
      )}
    </ContentFormPage>
  );
}
