import type { Role } from '../../api/types';
import ContentList from '../../content/screens/ContentList';

/** /{base}/realisations: the shared list of the content kinds (content/screens/ContentList.tsx). */
export default function RealisationsList({ role }: { role: Role }) {
  return <ContentList kind="realisations" role={role} />;
}
