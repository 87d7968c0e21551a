import type { Role } from '../../api/types';
import ContentList from '../../content/screens/ContentList';

/** /{base}/opportunites: the shared list of the content kinds (content/screens/ContentList.tsx). */
export default function OpportunitesList({ role }: { role: Role }) {
  return <ContentList kind="opportunites" role={role} />;
}
