import type { Role } from '../../api/types';
import ArticleForm from './ArticleForm';

/** /{base}/articles/creer: the form, empty. */
export default function ArticleCreate({ role }: { role: Role }) {
  return <ArticleForm role={role} />;
}
