// Article categories (docs/product.md §5): 1 to 3 on create, 1 to 4 on edit, from the spec's list; the
// note says which rule applies and why a saved article may hold a fourth. Every box stays usable; the
// validator gives the spec's message when the count is wrong.
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { FieldSet } from '../../ui';
import { ARTICLE_CATEGORIES } from '@teranga/domain';
import { useFieldLabel } from '../../i18n/labels';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  mode: 'create' | 'edit';
  error?: string;
  /** Replaces the articles' count hint and note (realisations take 0 to 5). */
  hint?: string;
  /** Where the categories show on the site. */
  place?: string;
}

export function toggleCategory(value: string[], category: string, checked: boolean): string[] {
  const without = value.filter((c) => c !== category);
  return checked ? [...without, category] : without;
}

export function CategoryCheckboxes({ value, onChange, mode, error, hint, place }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  return (
    <FieldSet legend={label('categories')} hint={hint ?? t(`field.categoriesHint.${mode}`)} error={error} invalid path="categories">
      {place ? <p className="bo-hint">{place}</p> : null}
      {hint ? null : <p className="bo-hint">{t(`field.categoriesNote.${mode}`)}</p>}
      <div className="bo-checks">
        {ARTICLE_CATEGORIES.map((category) => (
          <label key={category} className="bo-check">
            <input
              type="checkbox"
              name="categories"
              value={category}
              checked={value.includes(category)}
              onChange={(e) => onChange(toggleCategory(value, category, e.target.checked))}
            />
            {t(`category.${category}`)}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}
