// The per-language texts of a content type that its form does not lay out itself, read from the
// type's definition: a text field added to the definition shows in the form with its control (a
// line, a text area, the formatted-text editor), its label (the `content` namespace's `field.<name>`,
// else the definition's label in the interface language) and its errors.
import { useTranslation } from 'react-i18next';
import type { ContentDefinition, Fields, Lang } from '@teranga/domain';
import { RichTextField } from './RichTextField';
import { TextField } from './TextField';

interface Props {
  definition: ContentDefinition;
  /** The fields the form lays out itself. */
  skip: readonly string[];
  lang: Lang;
  values: Record<string, Record<Lang, string>>;
  onChange: (name: string, lang: Lang, value: string) => void;
  /** The error and the path of a field's language (`chapeau.fr`). */
  field: (path: string) => { error?: string; path?: string };
  required: (lang: Lang) => boolean;
}

export function DefinedTextFields({ definition, skip, lang, values, onChange, field, required }: Props) {
  const { t, i18n } = useTranslation('content');
  const interfaceLang = (['fr', 'en', 'pt'].includes(i18n.language) ? i18n.language : 'fr') as Lang;
  const fields = Object.entries(definition.fields as Fields).filter(
    ([name, f]) => !skip.includes(name) && !f.system && f.localized && (f.kind === 'text' || f.kind === 'richText'),
  );
  return (
    <>
      {fields.map(([name, f]) => {
        const label = `${t(`field.${name}`, { defaultValue: f.label?.[interfaceLang] ?? name })} (${lang})`;
        const common = {
          label,
          required: Boolean(f.required) && required(lang),
          value: values[name]?.[lang] ?? '',
          onChange: (v: string) => onChange(name, lang, v),
          ...field(`${name}.${lang}`),
        };
        if (f.kind === 'richText') return <RichTextField key={name} {...common} />;
        return <TextField key={name} {...common} multiline={f.kind === 'text' && f.multiline} rows={3} />;
      })}
    </>
  );
}
