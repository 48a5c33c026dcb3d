import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: var(--ops-space-4);
  margin-block-end: var(--ops-space-4);
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: var(--ops-space-3);
  margin: 0 0 var(--ops-space-4);

  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 2px;
  }
  dt {
    color: var(--ops-color-text-muted);
    font-size: var(--ops-font-size-sm);
  }
  dd {
    margin: 0;
    font-size: var(--ops-font-size-xl);
    font-weight: var(--ops-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;

/** One headline number with its name. */
export function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
