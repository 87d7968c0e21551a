import type { Role } from '../../api/types';
import OpportuniteForm from './OpportuniteForm';

/** /{base}/opportunites/modifier/{id}: the form, from the stored item. */
export default function OpportuniteEdit({ role }: { role: Role }) {
  return <OpportuniteForm role={role} />;
}
