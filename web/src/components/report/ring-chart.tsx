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
    // The chart's own shapes are hidden from assistive technology: the ring is one image named
    // by the graphic's title, and the legend beside it reads every figure out.
    <div role="img" aria-label={ariaLabel}>
      <div aria-hidden>
        <DonutChart
          data={segments}
          size={size}
          thickness={Math.round(size / 7)}
          chartLabel={label}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={valueFormatter}
          paddingAngle={segments.length > 1 ? 2 : 0}
          // Nothing inside the hidden chart takes the focus (recharts makes the ring tabbable).
          pieProps={{ rootTabIndex: -1 }}
          pieChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </div>
  );
}
