import type { Role } from '../../api/types';
import RealisationForm from './RealisationForm';

/** /{base}/realisations/modifier/{id}: the form, from the stored item. */
export default function RealisationEdit({ role }: { role: Role }) {
  return <RealisationForm role={role} />;
}
