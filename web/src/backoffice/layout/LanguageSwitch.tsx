import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../lib/languages';
import { changeLanguage } from '../i18n/language';

/** fr / en / pt, stored like the public site's choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="bo-lang" role="group" aria-label={t('lang.label')}>
      {LANGS.map((lang: Lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          title={t(`lang.${lang}`)}
          onClick={() => changeLanguage(i18n, lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
