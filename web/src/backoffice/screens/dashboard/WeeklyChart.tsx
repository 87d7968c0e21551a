import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { barHeights, type WeekBucket } from './figures';
import { formatDay } from '../../ui/dates';

const WIDTH = 320;
const HEIGHT = 120;
const LABELS = 18;
const GAP = 8;

/**
 * A small SVG bar chart of contact requests per week. Screen readers get the summary and a
 * per-week list (the bars' own titles show on hover); no chart library.
 */
export function WeeklyChart({ buckets, summary }: { buckets: WeekBucket[]; summary: string }) {
  const { t, i18n } = useTranslation('tools');
  const id = useId();
  const heights = barHeights(
    buckets.map((b) => b.count),
    HEIGHT - LABELS - 14,
  );
  const slot = WIDTH / Math.max(1, buckets.length);
  const barWidth = slot - GAP;
  return (
    <figure className="bo-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{t('chart.title')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - LABELS} y2={HEIGHT - LABELS} className="bo-chart-axis" />
        {buckets.map((bucket, i) => {
          const x = i * slot + GAP / 2;
          const h = heights[i];
          const y = HEIGHT - LABELS - h;
          const day = formatDay(bucket.start, i18n.language);
          return (
            <g key={bucket.start.toISOString()}>
              <rect x={x} y={y} width={barWidth} height={Math.max(h, bucket.count ? 1 : 0)} className="bo-chart-bar" rx={2}>
                <title>{t('chart.bar', { date: day, count: bucket.count })}</title>
              </rect>
              <text x={x + barWidth / 2} y={y - 3} textAnchor="middle" className="bo-chart-value">
                {bucket.count}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 5} textAnchor="middle" className="bo-chart-label">
                {day}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="bo-visually-hidden">
        <ul>
          {buckets.map((bucket) => (
            <li key={bucket.start.toISOString()}>
              {t('chart.bar', { date: formatDay(bucket.start, i18n.language), count: bucket.count })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
