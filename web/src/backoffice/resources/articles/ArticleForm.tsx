// Create or edit an article (docs/product.md §3, §4, §5, §7): three languages, categories, an optional
// sector, etat (brouillon, planifié, publié) and date, and the main image (required on create,
// replaceable).
import { validateArticle, requirementOf, ETATS_ARTICLE, ARTICLE, localizedFields } from '@teranga/domain';
import { CategoryCheckboxes } from '../../content/forms/CategoryCheckboxes';
import { KeywordsField } from '../../content/forms/KeywordsField';
import { PublicationFields } from '../../content/forms/PublicationFields';
import { SecteurSelect } from '../../content/forms/SecteurSelect';
import { DescribedImageField } from '../../content/forms/DescribedImageField';
import { DefinedTextFields } from '../../content/forms/DefinedTextFields';
import { AddressField } from '../../content/forms/AddressField';
import { ContentFormFrame } from '../../content/forms/ContentFormFrame';
import { formDataOf, inputFromState, stateFromItem, type ArticleState } from '../../content/payload';
import type { Article, Role } from '../../content/types';
import { ContentFormScreen, type ContentFormBodyProps } from '../../content/screens/ContentFormScreen';
import { useContentForm } from '../../content/screens/useContentForm';
import { useFieldLabel } from '../../i18n/labels';
import { useFieldPlace } from '../../i18n/places';

// The address's errors (`slug.en`) mark their language's tab too.
const LOCALIZED = [...localizedFields(ARTICLE), 'slug'];

type BodyProps = ContentFormBodyProps<ArticleState>;

export function ArticleFormBody({ role, mode, id, version, onSaved, initial, secteurs }: BodyProps) {
  const label = useFieldLabel();
  const place = useFieldPlace(ARTICLE);
  const form = useContentForm(
    'articles',
    role,
    id,
    initial,
    { version, fromItem: (item: Article) => stateFromItem(ARTICLE, item) },
    onSaved,
  );
  const { state, set, setLoc, fieldErrors, hasAuteur, error } = form;
  // A draft saves with a title in one language; what publishing needs is marked required (docs/product.md).
  const publishing = requirementOf(state.etat) === 'publication';
  const required = () => publishing;
  const hasImage = Boolean(state.imagePrincipale.file || state.imagePrincipale.current || state.imagePrincipale.media);
  const altRequired = hasImage && publishing;

  // The form's values, or the values a save bar's action sends (etat and datePublication over the form's).
  function prepare(values: ArticleState = state) {
    const now = new Date();
    const { errors } = validateArticle(inputFromState(ARTICLE, values, now), mode, {
      now,
      hasAuteur,
      hasImage,
    });
    return { errors, build: () => formDataOf(ARTICLE, values, mode, now) };
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
          <DefinedTextFields definition={ARTICLE} form={form} lang={l} required={required} />
          <KeywordsField lang={l} value={state.motsCles[l]} onChange={(v) => setLoc('motsCles', l, v)} error={error(`motsCles.${l}`)} />
          <AddressField kind="articles" lang={l} form={form} stored={initial.slug} />
        </>
      )}
    >
      <CategoryCheckboxes
        value={state.categories}
        onChange={(v) => set('categories', v)}
        mode={mode}
        error={error('categories')}
        place={place('categories')}
      />

      <SecteurSelect
        secteurs={secteurs}
        value={state.secteur}
        onChange={(v) => set('secteur', v)}
        error={error('secteur')}
        hint={place('secteur')}
      />

      <PublicationFields etats={ETATS_ARTICLE} value={state} onChange={set} errors={fieldErrors} hint={place('etat')} />

      <DescribedImageField
        form={form}
        name="imagePrincipale"
        label={label('imagePrincipale')}
        required={publishing}
        altRequired={altRequired}
      />
    </ContentFormFrame>
  );
}

export default function ArticleForm({ role }: { role: Role }) {
  return <ContentFormScreen kind="articles" role={role} definition={ARTICLE} Body={ArticleFormBody} withSecteurs />;
}
