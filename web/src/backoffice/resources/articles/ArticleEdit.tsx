import type { Role } from '../../api/types';
import ArticleForm from './ArticleForm';

/** /{base}/articles/modifier/{id}: the form, from the stored item. */
export default function ArticleEdit({ role }: { role: Role }) {
  return <ArticleForm role={role} />;
}
