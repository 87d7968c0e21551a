// An unknown back-office path: a message and the way back to the space's dashboard.
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import type { Role } from '../api/types';
import { HOME } from '../session/roles';

export default function NotFound({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  return (
    <section className="bo-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="bo-button" to={HOME[role]}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
