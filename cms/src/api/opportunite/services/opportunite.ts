import { publicReaderService, POPULATE, UID } from '../../../services/public-reader';
import { toOpportunite, type Opportunite } from '../../../contract/serializers';
import { isOpen, nextExpiry } from '@teranga/domain';

export default publicReaderService<Opportunite>({
  uid: UID.opportunite,
  populate: POPULATE.opportunite,
  sortField: 'dateCreation',
  serialize: (doc) => toOpportunite(doc),
  // Withdrawn and expired offers leave the list the moment they close, without waiting for a write.
  listed: isOpen,
  staleAt: nextExpiry,
});
