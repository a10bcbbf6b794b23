/**
 * Plain SVG charts, each a figure with a caption, the picture marked as an
 * image named by that caption, and the same figures as a list for screen
 * readers and for print (the text alternative). No chart library: bars and
 * polylines over a few dozen points need none.
 */
import type { ComponentChildren } from 'preact';

const W = 320;
const H = 140;
const PAD = 28;

let next = 0;
const newId = (prefix: string) => `${prefix}-${++next}`;

function Figure(props: {
  title: string;
  items: readonly string[];
  children: ComponentChildren;
  className?: string;
}) {
  const id = newId('chart');
  return (
    <figure class={`chart ${props.className ?? ''}`} aria-labelledby={id}>
      <figcaption id={id}>{props.title}</figcaption>
      {props.children}
      <ul class="chart-text">
        {props.items.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </figure>
  );
}

/** Bars: one per label, heights by value (negative values drawn below the axis). */
export function BarChart(props: {
  title: string;
  bars: readonly { label: string; value: number; text: string }[];
  max?: number;
}) {
  const { bars } = props;
  const top = Math.max(props.max ?? 0, ...bars.map((b) => b.value), 1);
  const bottom = Math.min(0, ...bars.map((b) => b.value));
  const span = top - bottom || 1;
  const step = (W - 2 * PAD) / Math.max(1, bars.length);
  const y = (v: number) => PAD / 2 + ((top - v) / span) * (H - PAD - PAD / 2);
  return (
    <Figure title={props.title} items={bars.map((b) => b.text)}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={props.title} class="chart-svg">
        <line x1={PAD} x2={W - PAD / 2} y1={y(0)} y2={y(0)} class="axis" />
        {bars.map((b, i) => {
          const x = PAD + i * step + step * 0.15;
          const y0 = y(Math.max(0, b.value));
          const h = Math.abs(y(b.value) - y(0));
          return (
            <g key={b.label}>
              <rect
                x={x}
                y={y0}
                width={step * 0.7}
                height={Math.max(h, 1)}
                class={b.value < 0 ? 'bar neg' : 'bar'}
              />
              {bars.length <= 16 ? (
                <text x={x + step * 0.35} y={H - 4} text-anchor="middle" class="tick">
                  {b.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}

/** A line through points (x ascending). */
export function LineChart(props: {
  title: string;
  points: readonly { x: number; y: number; text: string }[];
  xLabel?: (x: number) => string;
}) {
  const { points } = props;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x0 = Math.min(...xs, 0);
  const x1 = Math.max(...xs, 1);
  const y0 = Math.min(...ys, 0);
  const y1 = Math.max(...ys, 1);
  const sx = (x: number) => PAD + ((x - x0) / (x1 - x0 || 1)) * (W - 1.5 * PAD);
  const sy = (y: number) => PAD / 2 + ((y1 - y) / (y1 - y0 || 1)) * (H - 1.5 * PAD);
  return (
    <Figure title={props.title} items={points.map((p) => p.text)}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={props.title} class="chart-svg">
        <line x1={PAD} x2={W - PAD / 2} y1={sy(0)} y2={sy(0)} class="axis" />
        <line x1={PAD} x2={PAD} y1={PAD / 2} y2={H - PAD} class="axis" />
        <text x={PAD - 4} y={sy(y1) + 4} text-anchor="end" class="tick">
          {Math.round(y1 * 100) / 100}
        </text>
        <text x={PAD - 4} y={sy(y0) + 4} text-anchor="end" class="tick">
          {Math.round(y0 * 100) / 100}
        </text>
        <text x={sx(x1)} y={H - 4} text-anchor="end" class="tick">
          {props.xLabel ? props.xLabel(x1) : x1}
        </text>
        <polyline points={points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')} class="line" />
        {points.length <= 40
          ? points.map((p) => <circle key={p.x} cx={sx(p.x)} cy={sy(p.y)} r={2.5} class="dot" />)
          : null}
      </svg>
    </Figure>
  );
}
