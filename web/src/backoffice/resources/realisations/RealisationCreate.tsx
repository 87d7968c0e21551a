import type { Role } from '../../api/types';
import RealisationForm from './RealisationForm';

/** /{base}/realisations/creer: the form, empty. */
export default function RealisationCreate({ role }: { role: Role }) {
  return <RealisationForm role={role} />;
}
