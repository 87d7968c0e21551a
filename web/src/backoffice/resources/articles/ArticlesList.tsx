import type { Role } from '../../api/types';
import ContentList from '../../content/screens/ContentList';

/** /{base}/articles: the shared list of the content kinds (content/screens/ContentList.tsx). */
export default function ArticlesList({ role }: { role: Role }) {
  return <ContentList kind="articles" role={role} />;
}
