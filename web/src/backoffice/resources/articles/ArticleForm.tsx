// Create or edit an article (docs/product.md §3, §4, §5, §7): three languages, categories, an optional
// sector, etat (brouillon, planifié, publié) and date, and the main image (required on create,
// replaceable).
import { useTranslation } from 'react-i18next';
import { validateArticle, ETATS_ARTICLE, ARTICLE, localizedFields } from '@teranga/domain';
import { CategoryCheckboxes } from '../../content/forms/CategoryCheckboxes';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SecteurSelect } from '../../content/forms/SecteurSelect';
import { SingleImagePicker } from '../../content/forms/SingleImagePicker';
import { ImageDescription } from '../../content/forms/ImageDescription';
import { SubmitBar } from '../../content/forms/SubmitBar';
import { TextField } from '../../content/forms/TextField';
import { RichTextField } from '../../content/forms/RichTextField';
import { ContentFormFrame } from '../../content/forms/ContentFormFrame';
import { articleForm, articleInput, articleState, emptyArticle, type ArticleState, type Mode } from '../../content/payload';
import type { Article, ContentLang, Role, SecteurRef } from '../../content/types';
import { ContentFormPage } from '../../content/screens/ContentFormPage';
import { useContentForm } from '../../content/screens/useContentForm';
import { useContentFormData } from '../../content/screens/useContentFormData';
import { withMediaTexts } from '../medias/fill';

const LOCALIZED = localizedFields(ARTICLE);

interface BodyProps {
  role: Role;
  mode: Mode;
  id: string | undefined;
  /** The opened item's `dateModification` (edit): a save over a newer version is refused. */
  version?: string | null;
  /** After a save that stays on the form: the stored item is read again. */
  onSaved?: () => void;
  initial: ArticleState;
  secteurs: SecteurRef[];
}

export function ArticleFormBody({ role, mode, id, version, onSaved, initial, secteurs }: BodyProps) {
  const { t } = useTranslation('content');
  const form = useContentForm('articles', role, id, initial, { version, fromItem: articleState }, onSaved);
  const { state, set, setLoc, submitting, progress, sendingFiles, fieldErrors, listPath, hasAuteur, error, field, lang } = form;
  // On edit only the French title and content are required (docs/product.md §5).
  const required = (l: ContentLang) => mode === 'create' || l === 'fr';
  const hasImage = Boolean(state.image.file || state.image.current || state.image.media);
  // The image's text is required in the languages being saved: the required ones and those with a title.
  const altRequired = hasImage && (required(lang) || state.titre[lang].trim() !== '');

  function prepare() {
    const now = new Date();
    const { errors } = validateArticle(articleInput(state, now), mode, {
      now,
      hasAuteur,
      hasImage,
    });
    return { errors, build: () => articleForm(state, now) };
  }

  return (
    <ContentFormFrame
      form={form}
      kind="articles"
      id={id}
      prepare={prepare}
      localized={LOCALIZED}
      fields={(l) => (
        <>
          <TextField
            label={`${t('field.titre')} (${l})`}
            required={required(l)}
            value={state.titre[l]}
            onChange={(v) => setLoc('titre', l, v)}
            {...field(`titre.${l}`)}
          />
          <TextField
            label={`${t('field.resume')} (${l})`}
            multiline
            rows={3}
            value={state.resume[l]}
            onChange={(v) => setLoc('resume', l, v)}
            {...field(`resume.${l}`)}
          />
          <RichTextField
            label={`${t('field.contenu')} (${l})`}
            required={required(l)}
            value={state.contenu[l]}
            onChange={(v) => setLoc('contenu', l, v)}
            {...field(`contenu.${l}`)}
          />
          <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
        </>
      )}
    >
      <CategoryCheckboxes value={state.categories} onChange={(v) => set('categories', v)} mode={mode} error={error('categories')} />

      <SecteurSelect secteurs={secteurs} value={state.secteur} onChange={(v) => set('secteur', v)} error={error('secteur')} />

      <PublicationFields etats={ETATS_ARTICLE} value={state} onChange={set} errors={fieldErrors} />

      <SingleImagePicker
        label={t('field.imagePrincipale')}
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
        {...field('imagePrincipale')}
        details={(src, srcLabel) => (
          <ImageDescription
            src={src}
            srcLabel={srcLabel}
            lang={lang}
            alt={state.texteAlternatif[lang]}
            onAlt={(v) => setLoc('texteAlternatif', lang, v)}
            altError={error(`texteAlternatif.${lang}`)}
            altRequired={altRequired}
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

export default function ArticleForm({ role }: { role: Role }) {
  const { mode, id, data, secteurs, page, refresh } = useContentFormData<Article>('articles', role, { withSecteurs: true });
  return (
    <ContentFormPage {...page}>
      {() => (
        <ArticleFormBody
          key={id ?? 'new'}
          role={role}
          mode={mode}
          id={id}
          version={data?.dateModification}
          onSaved={refresh}
          initial={data ? articleState(data) : emptyArticle()}
          secteurs={secteurs}
        />
      )}
    </ContentFormPage>
  );
}
