// The card of the screens met before signing in (login, forgotten password, reset): the app name,
// the language switch and the screen's title above its content.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export function LoginCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="bo-login">
      <div className="bo-login-card">
        <div className="bo-login-top">
          <p className="bo-brand">{t('app.name')}</p>
          <LanguageSwitch />
        </div>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}
