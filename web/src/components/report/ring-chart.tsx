import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';

export interface RingSegment {
  name: string;
  value: number;
  color: string;
}

interface RingChartProps {
  segments: RingSegment[];
  /** In the ring's middle: the total, already formatted. */
  label: string;
  size: number;
  /** Names the chart for screen readers; the legend beside it lists every figure. */
  ariaLabel: string;
  valueFormatter: (value: number) => string;
}

/**
 * The ring itself, in its own chunk with the charting library (recharts): only screens that
 * show a ring download it (the report, the dashboard's summary).
 */
export function RingChart({ segments, label, size, ariaLabel, valueFormatter }: RingChartProps) {
  return (
    <div role="img" aria-label={ariaLabel}>
      <DonutChart
        data={segments}
        size={size}
        thickness={Math.round(size / 7)}
        chartLabel={label}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={valueFormatter}
        paddingAngle={segments.length > 1 ? 2 : 0}
      />
    </div>
  );
}
