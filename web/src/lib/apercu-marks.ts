// The click-to-edit marks of the editors' preview (docs/backoffice.md, "Aperçu"): in a preview render
// only, the parts of a detail page that come from one field say which (`titre`, `contenu`…) and in which
// language, so the back-office's panel can take the editor to that field. The static pages carry none
// (web/tests/built-site/apercu-marks.test.ts).
import type { Lang } from './languages';

/** The field a marked part of the page shows. */
export const MARK_FIELD = 'data-apercu-champ';
/** The language of that field's text, for the fields kept per language. */
export const MARK_LANG = 'data-apercu-langue';

/** The attributes marking a part of a preview render as `champ` (in `lang`); none outside a preview. */
export function apercuMark(preview: boolean | undefined, champ: string, lang?: Lang): Record<string, string> {
  if (!preview) return {};
  return lang ? { [MARK_FIELD]: champ, [MARK_LANG]: lang } : { [MARK_FIELD]: champ };
}
