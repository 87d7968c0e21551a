// The per-language texts of a content type in a language tab, read from the type's definition in its
// order: each with its control (a line, a text area, the formatted-text editor), its label (the
// `content` namespace's `field.<name>`, else the definition's label in the interface language), its
// requirement and its errors, and when it is to review what changed in its source. A text field added to the definition shows without a line in the form;
// the search title and description show in their own section with a preview (ReferencementFields).
import { Fragment, type ReactNode } from 'react';
import type { ContentDefinition, Fields, Lang } from '@teranga/domain';
import { FieldReview } from '../../traductions/FieldReview';
import { isTextField } from '../../traductions/review';
import { RichTextField } from './RichTextField';
import { TextField } from './TextField';
import { ReferencementFields } from './ReferencementFields';
import { useFieldLabel } from '../../i18n/labels';
import { useFieldPlace } from '../../i18n/places';

/** Shown together in their own section (ReferencementFields), after the other texts. */
const SNIPPET_FIELDS = new Set(['referencementTitre', 'referencementDescription']);

/** What the fields read of the content form (screens/useContentForm.ts). */
interface Form {
  state: object;
  setLoc: (key: never, lang: Lang, value: string) => void;
  /** The error and the path of a field's language (`chapeau.fr`). */
  field: (path: string) => { error?: string; path?: string };
}

interface Props {
  definition: ContentDefinition;
  form: Form;
  lang: Lang;
  /** Whether a required text is required in `lang` (articles: French only on edit). */
  required: (lang: Lang) => boolean;
  /** A text area's height and a hint, where a form wants its own. */
  layout?: Record<string, { rows?: number; hint?: ReactNode }>;
}

/** Two hints on one line: where the field shows, then the form's own (a length). */
function joinHints(first: string | undefined, second: ReactNode): ReactNode {
  if (!first) return second;
  return second ? (
    <>
      {first} {second}
    </>
  ) : (
    first
  );
}

export function DefinedTextFields({ definition, form, lang, required, layout = {} }: Props) {
  const fieldLabel = useFieldLabel(definition);
  // Where each overlapping text shows on the site (Description, Résumé, Contenu), before the form's own hint.
  const place = useFieldPlace(definition);
  const values = form.state as Record<string, Partial<Record<Lang, string>> | undefined>;
  // Every per-language text of the state is a key setLoc takes.
  const setLoc = form.setLoc as (key: string, lang: Lang, value: string) => void;
  const all = Object.entries(definition.fields as Fields).filter(([, f]) => isTextField(f));
  const fields = all.filter(([name]) => !SNIPPET_FIELDS.has(name));
  const hasReferencement = all.length > fields.length;
  return (
    <>
      {fields.map(([name, f]) => {
        const common = {
          label: `${fieldLabel(name)} (${lang})`,
          required: Boolean(f.required) && required(lang),
          value: values[name]?.[lang] ?? '',
          onChange: (v: string) => setLoc(name, lang, v),
          hint: joinHints(place(name), layout[name]?.hint),
          ...form.field(`${name}.${lang}`),
        };
        // A field to review shows, under it, what changed in its source (traductions/FieldReview.tsx).
        return (
          <Fragment key={name}>
            {f.kind === 'richText' ? (
              <RichTextField {...common} lang={lang} />
            ) : (
              <TextField {...common} multiline={f.kind === 'text' && f.multiline} rows={layout[name]?.rows ?? 3} />
            )}
            <FieldReview champ={name} lang={lang} />
          </Fragment>
        );
      })}
      {hasReferencement ? <ReferencementFields kind={definition.name} form={form} lang={lang} /> : null}
    </>
  );
}
