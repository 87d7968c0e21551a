import { publicReaderService, POPULATE, UID } from '../../../services/public-reader';
import { toRealisation } from '../../../contract/serializers';

export default publicReaderService({
  uid: UID.realisation,
  populate: POPULATE.realisation,
  sortField: 'datePublication',
  serialize: toRealisation,
});
