// The group of bulk actions of a list. Its actions (BulkActions.tsx) load with the first selection, not
// with the list, and stay once there: they say how the batch went after the selection empties.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkProps } from './BulkActions';

const BulkActions = lazy(() => import('./BulkActions'));

export function BulkBar(props: BulkProps) {
  const { t } = useTranslation('lists');
  const [selectedOnce, setSelectedOnce] = useState(false);
  if (props.selected.length && !selectedOnce) setSelectedOnce(true);
  return (
    <div className="bo-bulk" role="group" aria-label={t('bulk.label')}>
      {selectedOnce ? (
        <Suspense fallback={null}>
          <BulkActions {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
