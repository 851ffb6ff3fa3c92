import { getThemeColor, Paper, Text, useMantineTheme } from '@mantine/core';
import { useState, type PointerEvent } from 'react';
import { arcPath, ringArcs } from '@/lib/report/ring-geometry';

export interface RingSegment {
  name: string;
  value: number;
  /** A theme colour ('blue.7') or any CSS colour. */
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

/** Degrees left blank between two segments. */
const GAP = 2;

interface Hovered {
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The ring itself, drawn as SVG arcs. A charting library (recharts, through @mantine/charts)
 * weighed 107 KB gzipped and about a second of script on a slow phone for this one shape
 * (issue 15); the arcs are a few lines of geometry (lib/report/ring-geometry.ts). Hovering a
 * segment names it with its figure.
 */
export function RingChart({ segments, label, size, ariaLabel, valueFormatter }: RingChartProps) {
  const theme = useMantineTheme();
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const thickness = Math.round(size / 7);
  const center = size / 2;
  const radius = (size - thickness) / 2;
  const arcs = ringArcs(
    segments.map((segment) => segment.value),
    GAP,
  );

  const hover = (index: number) => (event: PointerEvent<SVGElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box) return;
    setHovered({ index, x: event.clientX - box.left, y: event.clientY - box.top });
  };
  const shown = hovered ? segments[hovered.index] : undefined;

  return (
    // The drawing is hidden from assistive technology: the ring is one image named by the
    // graphic's title, and the legend beside it reads every figure out.
    <div role="img" aria-label={ariaLabel} style={{ position: 'relative', width: size }}>
      <svg
        aria-hidden
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        onPointerLeave={() => setHovered(null)}
      >
        {segments.map((segment, index) => {
          const arc = arcs[index];
          if (!arc || arc.end <= arc.start) return null;
          const shape = {
            fill: 'none',
            // In style, not as an attribute: the theme's colours are CSS variables.
            style: { stroke: getThemeColor(segment.color, theme) },
            strokeWidth: thickness,
            opacity: hovered && hovered.index !== index ? 0.55 : 1,
            onPointerMove: hover(index),
            'data-segment': segment.name,
          };
          return arc.end - arc.start >= 360 ? (
            <circle key={index} cx={center} cy={center} r={radius} {...shape} />
          ) : (
            <path key={index} d={arcPath(center, radius, arc)} {...shape} />
          );
        })}
        {label && (
          <text
            x={center}
            y={center}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={Math.round(size / 8)}
            fontWeight={600}
            style={{ fill: 'var(--mantine-color-text)' }}
          >
            {label}
          </text>
        )}
      </svg>
      {hovered && shown && (
        <Paper
          aria-hidden
          shadow="md"
          withBorder
          px="xs"
          py={4}
          style={{
            position: 'absolute',
            left: hovered.x + 12,
            top: hovered.y + 12,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
            zIndex: 1,
          }}
        >
          {/* Like a legend line (no colon, whose spacing differs in French). */}
          <Text size="sm">
            {shown.name}
            <Text span size="sm" fw={600} ml="sm">
              {valueFormatter(shown.value)}
            </Text>
          </Text>
        </Paper>
      )}
    </div>
  );
}
