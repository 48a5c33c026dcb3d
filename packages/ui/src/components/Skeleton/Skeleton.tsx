import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';
import { visuallyHidden } from '../Spinner/visuallyHidden';

const shimmer = css`
  /* The border colour stands out from the page in both themes; the sunken surface is the sheen. */
  background: linear-gradient(
    90deg,
    ${tokens['color-border']} 25%,
    ${tokens['color-surface-sunken']} 50%,
    ${tokens['color-border']} 75%
  );
  background-size: 400% 100%;
  animation: ops-skeleton 1.4s ease-in-out infinite;
  @keyframes ops-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: 0 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${tokens['color-border']};
  }
`;

const Root = styled.div`
  display: grid;
  gap: ${tokens['space-2']};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Line = styled.span`
  display: block;
  height: 0.9em;
  border-radius: ${tokens['radius-sm']};
  ${shimmer}
  /* The last line of a paragraph is shorter. */
  &:last-child:not(:first-child) {
    width: 60%;
  }
`;

const BlockShape = styled.span`
  display: block;
  border-radius: ${tokens['radius-md']};
  ${shimmer}
  &[data-shape='circle'] {
    border-radius: 50%;
  }
`;

const Rows = styled.div`
  display: grid;
  border-top: 1px solid ${tokens['color-border']};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--ops-skeleton-columns), minmax(0, 1fr));
  gap: ${tokens['space-4']};
  align-items: center;
  height: ${tokens['row-height']};
  padding: 0 ${tokens['cell-padding-x']};
  border-bottom: 1px solid ${tokens['color-border']};
  &[data-header] {
    background: ${tokens['color-surface-sunken']};
  }
`;

const Cell = styled.span`
  display: block;
  height: 0.9em;
  border-radius: ${tokens['radius-sm']};
  ${shimmer}
  /* Varied widths read as data, not as a grid of bars. */
  &:nth-child(3n + 1) {
    width: 80%;
  }
  &:nth-child(3n + 2) {
    width: 55%;
  }
  &:nth-child(3n) {
    width: 70%;
  }
  [data-header] > & {
    width: 40%;
  }
`;

interface LoadingRegionProps extends HTMLAttributes<HTMLDivElement> {
  readonly label: string | undefined;
  readonly children: ReactNode;
}

/** One status for the whole placeholder: read once as "Loading…", the shapes hidden. */
function LoadingRegion({ label, children, ...props }: LoadingRegionProps) {
  const t = useUiText();
  return (
    <Root role="status" aria-busy="true" {...props}>
      <Hidden>{label ?? t('ui.common.loading')}</Hidden>
      {children}
    </Root>
  );
}

export interface SkeletonTextProps extends HTMLAttributes<HTMLDivElement> {
  /** Lines of text; 3 by default. The last of several is shorter. */
  readonly lines?: number;
  /** What is loading; "Loading…" by default. */
  readonly label?: string;
}

export interface SkeletonBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** A CSS width; the container's by default. */
  readonly width?: CSSProperties['width'];
  /** A CSS height; 120 px by default. */
  readonly height?: CSSProperties['height'];
  /** `rect` (default) or `circle` (an avatar). */
  readonly shape?: 'rect' | 'circle';
  readonly label?: string;
}

export interface SkeletonTableRowsProps extends HTMLAttributes<HTMLDivElement> {
  /** Rows of data; 5 by default. */
  readonly rows?: number;
  /** Columns; 4 by default. */
  readonly columns?: number;
  /** Draws a header row first. */
  readonly header?: boolean;
  readonly label?: string;
}

function Text({ lines = 3, label, ...props }: SkeletonTextProps) {
  return (
    <LoadingRegion label={label} {...props}>
      <Root aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <Line key={index} />
        ))}
      </Root>
    </LoadingRegion>
  );
}

function Block({ width, height = 120, shape = 'rect', label, ...props }: SkeletonBlockProps) {
  return (
    <LoadingRegion label={label} {...props}>
      <BlockShape aria-hidden="true" data-shape={shape} style={{ width, height }} />
    </LoadingRegion>
  );
}

function TableRows({ rows = 5, columns = 4, header = true, label, ...props }: SkeletonTableRowsProps) {
  const cells = Array.from({ length: Math.max(1, columns) }, (_, index) => <Cell key={index} />);
  return (
    <LoadingRegion label={label} {...props}>
      <Rows aria-hidden="true" style={{ '--ops-skeleton-columns': Math.max(1, columns) } as CSSProperties}>
        {header ? <Row data-header="">{cells}</Row> : null}
        {Array.from({ length: Math.max(1, rows) }, (_, index) => (
          <Row key={index}>{cells}</Row>
        ))}
      </Rows>
    </LoadingRegion>
  );
}

/**
 * Placeholders in the shape of what is loading: `Skeleton.Text` (lines), `Skeleton.Block` (an image,
 * a chart, an avatar) and `Skeleton.TableRows` (a table's rows). Each is one status read as
 * "Loading…"; the shimmer stops when the user prefers reduced motion.
 */
export const Skeleton = { Text, Block, TableRows };
