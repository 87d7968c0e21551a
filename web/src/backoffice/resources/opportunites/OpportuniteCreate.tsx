import type { Role } from '../../api/types';
import OpportuniteForm from './OpportuniteForm';

/** /{base}/opportunites/creer: the form, empty. */
export default function OpportuniteCreate({ role }: { role: Role }) {
  return <OpportuniteForm role={role} />;
}
