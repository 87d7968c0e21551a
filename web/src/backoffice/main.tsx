// Entry of the back-office shell pages (pages/admin.astro, pages/conseiller.astro).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import App from './App';
import { createBackofficeI18n } from './i18n';

const i18n = createBackofficeI18n();
document.documentElement.lang = i18n.language;

const root = document.getElementById('bo-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
