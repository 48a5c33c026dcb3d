import { useFormat } from '@opsdesk/ui';
import styled from 'styled-components';

/** One value of a chart: its label and its number. */
export interface ChartDatum {
  readonly label: string;
  readonly value: number;
}

const Figure = styled.figure`
  margin: 0;

  figcaption {
    margin-block-end: var(--ops-space-2);
    color: var(--ops-color-text-muted);
    font-size: var(--ops-font-size-sm);
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    fill: var(--ops-color-text-muted);
    font-size: 11px;
  }
`;

const palette = [
  'var(--ops-color-primary)',
  'var(--ops-color-success)',
  'var(--ops-color-warning)',
  'var(--ops-color-info)',
  'var(--ops-color-danger)',
  'var(--ops-color-text-muted)',
];

/** The numbers of a chart as a table for assistive technology (the drawing itself is hidden from it). */
function DataTable({
  caption,
  data,
  format,
}: {
  caption: string;
  data: readonly ChartDatum[];
  format: (value: number) => string;
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.label}>
            <th scope="row">{datum.label}</th>
            <td>{format(datum.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ChartProps {
  readonly caption: string;
  readonly data: readonly ChartDatum[];
  /** How values read; numbers with grouping by default. */
  readonly format?: (value: number) => string;
}

/** Horizontal bars, longest first as given: regions, statuses. */
export function BarChart({ caption, data, format }: ChartProps) {
  const formats = useFormat();
  const show = format ?? ((value: number) => formats.number(value));
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const row = 26;
  const labelWidth = 110;
  const width = 420;
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 ${width} ${Math.max(row, data.length * row)}`} aria-hidden="true">
        {data.map((datum, index) => {
          const barWidth = ((width - labelWidth - 70) * datum.value) / max;
          return (
            <g key={datum.label} transform={`translate(0 ${index * row})`}>
              <text x={0} y={16}>
                {datum.label.length > 14 ? `${datum.label.slice(0, 13)}…` : datum.label}
              </text>
              <rect x={labelWidth} y={5} width={Math.max(2, barWidth)} height={14} rx={3} fill={palette[0]} />
              <text x={labelWidth + barWidth + 6} y={16}>
                {show(datum.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <DataTable caption={caption} data={data} format={show} />
    </Figure>
  );
}

/** Parts of a whole as one stacked bar with a legend: paid / free, statuses. */
export function ShareBar({ caption, data, format }: ChartProps) {
  const formats = useFormat();
  const show = format ?? ((value: number) => formats.number(value));
  const total = data.reduce((sum, datum) => sum + datum.value, 0) || 1;
  let offset = 0;
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      <svg viewBox="0 0 400 60" aria-hidden="true">
        {data.map((datum, index) => {
          const width = (400 * datum.value) / total;
          const x = offset;
          offset += width;
          return (
            <rect
              key={datum.label}
              x={x}
              y={0}
              width={width}
              height={18}
              fill={palette[index % palette.length]}
            />
          );
        })}
        {data.map((datum, index) => (
          <g
            key={datum.label}
            transform={`translate(${(index % 3) * 135} ${32 + Math.floor(index / 3) * 16})`}
          >
            <rect width={10} height={10} y={-9} rx={2} fill={palette[index % palette.length]} />
            <text x={14}>{`${datum.label} ${show(datum.value)}`}</text>
          </g>
        ))}
      </svg>
      <DataTable caption={caption} data={data} format={show} />
    </Figure>
  );
}

/** A value over time (days): columns with the first and last dates named. */
export function ColumnChart({ caption, data, format }: ChartProps) {
  const formats = useFormat();
  const show = format ?? ((value: number) => formats.number(value));
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const width = 420;
  const height = 120;
  const step = width / Math.max(1, data.length);
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} aria-hidden="true">
        {data.map((datum, index) => {
          const barHeight = (height * datum.value) / max;
          return (
            <rect
              key={datum.label}
              x={index * step + 1}
              y={height - barHeight}
              width={Math.max(1, step - 2)}
              height={Math.max(datum.value > 0 ? 2 : 0, barHeight)}
              rx={2}
              fill={palette[0]}
            />
          );
        })}
        {data.length > 0 ? (
          <>
            <text x={0} y={height + 14}>
              {data[0]?.label}
            </text>
            <text x={width} y={height + 14} textAnchor="end">
              {data.at(-1)?.label}
            </text>
          </>
        ) : null}
      </svg>
      <DataTable caption={caption} data={data} format={show} />
    </Figure>
  );
}
