import { useId } from 'react';

export interface ChartPoint {
  /** ms since the epoch */
  time: number;
  value: number;
}

interface ReadingsChartProps {
  points: ChartPoint[];
  /** The values as the screen writes them (units, digits). */
  format: (value: number) => string;
  formatTime: (time: number) => string;
  /** What the chart shows, for screen readers: "Vehicle speed, 100 readings, 0 to 118 km/h". */
  label: string;
}

const WIDTH = 300;
const HEIGHT = 100;
const PAD = 4;

/**
 * A small line chart of the latest readings, oldest on the left (time reads left to right in
 * both languages, as on the adapter's own apps). Plain SVG: no chart library for one line.
 */
export function ReadingsChart({ points, format, formatTime, label }: ReadingsChartProps) {
  const gradient = useId();
  if (points.length === 0) return null;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const first = points[0]!.time;
  const last = points[points.length - 1]!.time;
  const duration = last - first || 1;
  const x = (time: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + ((time - first) / duration) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - ((value - min) / span) * (HEIGHT - 2 * PAD);
  const line = points.map((p) => `${x(p.time).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const area = `${PAD},${HEIGHT - PAD} ${line} ${x(last).toFixed(1)},${HEIGHT - PAD}`;
  return (
    <figure className="flex flex-col gap-1" data-testid="readings-chart">
      <div className="flex gap-2" dir="ltr">
        <div className="flex w-16 shrink-0 flex-col justify-between text-end text-xs text-muted-foreground">
          <span>{format(max)}</span>
          <span>{format(min)}</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full rounded-lg bg-muted text-primary"
        >
          <defs>
            <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity="0.25" />
              <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
            </linearGradient>
          </defs>
          <polygon points={area} fill={`url(#${gradient})`} />
          <polyline
            points={line}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <div className="flex justify-between ps-18 text-xs text-muted-foreground" dir="ltr">
        <span>{formatTime(first)}</span>
        <span>{formatTime(last)}</span>
      </div>
    </figure>
  );
}
