// The group of bulk actions of a list. Its actions (LotActions.tsx) load with the first selection, not
// with the list, and stay once there: they say how the batch went after the selection empties.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotProps } from './LotActions';

const LotActions = lazy(() => import('./LotActions'));

export function LotBar(props: LotProps) {
  const { t } = useTranslation('lists');
  const [selectedOnce, setSelectedOnce] = useState(false);
  if (props.selected.length && !selectedOnce) setSelectedOnce(true);
  return (
    <div className="bo-bulk" role="group" aria-label={t('bulk.label')}>
      {selectedOnce ? (
        <Suspense fallback={null}>
          <LotActions {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
