// How many days a deleted item stays in the corbeille, as the CMS says it (TRASH_RETENTION_DAYS, in the
// answer of GET /corbeille): read once per session, when a delete is first asked; unknown (null) when
// the call fails, and asked again next time.
import { dataProvider } from '../../api/provider';

let asked: Promise<number | null> | null = null;

export function corbeilleRetentionDays(): Promise<number | null> {
  asked ??= dataProvider.corbeille<{ conservationJours?: unknown }>().then(
    (answer) => (typeof answer.conservationJours === 'number' ? answer.conservationJours : null),
    () => {
      asked = null;
      return null;
    },
  );
  return asked;
}
