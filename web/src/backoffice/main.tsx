// Entry of the back-office shell pages (pages/admin.astro, pages/conseiller.astro).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import App from './App';
import { installHistoryGuard } from './content/history-guard';
import { createBackofficeI18n } from './i18n';

const i18n = createBackofficeI18n();
document.documentElement.lang = i18n.language;

// Before the router, so that a form with unsaved changes hears the back button first.
installHistoryGuard();

const root = document.getElementById('bo-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* Without transitions a navigation shows the next screen (or its Chargement...) at once: by
            default the router keeps the previous screen under the new address while the next one's
            code loads, and whatever a user typed into it then was lost. */}
        <BrowserRouter useTransitions={false}>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
