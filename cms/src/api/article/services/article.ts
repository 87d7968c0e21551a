import { publicReaderService, POPULATE, UID } from '../../../services/public-reader';
import { toArticle } from '../../../contract/serializers';

export default publicReaderService({ uid: UID.article, populate: POPULATE.article, sortField: 'datePublication', serialize: toArticle });
