import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/**
 * Every style of the table in one sheet: cells are styled by static classes and CSS variables,
 * never by a per-row interpolation, so 100,000 rows share one generated class.
 */
export const TableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  min-width: 0;
  color: ${tokens['color-text']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};

  /*
   * The scroll area and what lies over it: the shadows and the tip's anchor. Isolated, so that the
   * sticky headers and pinned columns stack among themselves, not with the page.
   */
  .ops-dt-frame {
    position: relative;
    isolation: isolate;
    min-width: 0;
  }

  .ops-dt-scroll {
    position: relative;
    overflow: auto;
    border: 1px solid ${tokens['color-border']};
    border-radius: ${tokens['radius-md']};
    background: ${tokens['color-surface']};
    overscroll-behavior: contain;
  }

  .ops-dt-table {
    table-layout: fixed;
    border-collapse: separate;
    border-spacing: 0;
    width: 100%;
  }

  .ops-dt-th,
  .ops-dt-td {
    box-sizing: border-box;
    height: ${tokens['row-height']};
    padding: ${tokens['cell-padding-y']} ${tokens['cell-padding-x']};
    border-bottom: 1px solid ${tokens['color-border']};
    background: ${tokens['color-surface']};
    text-align: start;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    line-height: 20px;
  }

  .ops-dt-th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text']};
    font-weight: ${tokens['font-weight-medium']};
  }

  .ops-dt-pin-left,
  .ops-dt-pin-right {
    position: sticky;
    z-index: 1;
  }
  .ops-dt-th.ops-dt-pin-left,
  .ops-dt-th.ops-dt-pin-right {
    z-index: 3;
  }
  .ops-dt-pin-edge-left {
    box-shadow: inset -1px 0 0 ${tokens['color-border']};
  }
  .ops-dt-pin-edge-right {
    box-shadow: inset 1px 0 0 ${tokens['color-border']};
  }

  /*
   * A shadow beside the pinned columns (without any, at the scroll area's edge) while columns are
   * hidden on that side: data-scrolled (to the left) and data-overflow (to the right) follow the
   * scroll position. Their variables say how wide the pinned columns are (from the columns) and
   * where the scroll area's borders and scroll bars are (measured when it changes size).
   */
  .ops-dt-shadow {
    position: absolute;
    z-index: 4;
    top: var(--ops-dt-inset-top, 1px);
    bottom: var(--ops-dt-inset-bottom, 1px);
    width: 10px;
    pointer-events: none;
    opacity: 0;
    transition: opacity ${tokens['duration-fast']} ${tokens.easing};
    --ops-dt-shadow-color: rgba(16, 24, 40, 0.16);
    --ops-dt-shadow-color: color-mix(in srgb, ${tokens['color-overlay']}, transparent 60%);
  }
  .ops-dt-shadow-start {
    left: calc(var(--ops-dt-inset-start, 1px) + var(--ops-dt-pinned-start, 0px));
    background: linear-gradient(to right, var(--ops-dt-shadow-color), transparent);
  }
  .ops-dt-shadow-end {
    right: calc(var(--ops-dt-inset-end, 1px) + var(--ops-dt-pinned-end, 0px));
    background: linear-gradient(to left, var(--ops-dt-shadow-color), transparent);
  }
  .ops-dt-scroll[data-scrolled] ~ .ops-dt-shadow-start,
  .ops-dt-scroll[data-overflow] ~ .ops-dt-shadow-end {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    .ops-dt-shadow {
      transition: none;
    }
  }

  /* The box over a cut header or cell that its tip points at. */
  .ops-dt-tip-anchor {
    position: absolute;
    pointer-events: none;
  }

  .ops-dt-align-center {
    text-align: center;
  }
  .ops-dt-align-end {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  .ops-dt-select {
    left: 0;
    text-align: center;
    padding-inline: 0;
  }
  .ops-dt-select input {
    width: 16px;
    height: 16px;
    margin: 0;
    vertical-align: middle;
    accent-color: ${tokens['color-primary']};
    cursor: pointer;
  }

  tbody > .ops-dt-tr:hover > .ops-dt-td {
    background: ${tokens['color-surface-sunken']};
  }
  tbody > .ops-dt-tr[data-state='selected'] > .ops-dt-td {
    background: ${tokens['color-primary-subtle']};
  }

  .ops-dt-th:focus-visible,
  .ops-dt-td:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }

  .ops-dt-sort {
    display: inline-flex;
    align-items: center;
    gap: ${tokens['space-1']};
    max-width: 100%;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .ops-dt-th.ops-dt-align-end .ops-dt-sort {
    flex-direction: row-reverse;
  }
  .ops-dt-sort-label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .ops-dt-sort-icon {
    flex: none;
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-xs']};
  }
  .ops-dt-sort-icon::before {
    content: '↕';
  }
  .ops-dt-th[aria-sort='ascending'] .ops-dt-sort-icon::before {
    content: '↑';
    color: ${tokens['color-primary']};
  }
  .ops-dt-th[aria-sort='descending'] .ops-dt-sort-icon::before {
    content: '↓';
    color: ${tokens['color-primary']};
  }

  .ops-dt-resizer {
    position: absolute;
    top: 0;
    right: 0;
    width: 8px;
    height: 100%;
    cursor: col-resize;
    touch-action: none;
    user-select: none;
  }
  .ops-dt-resizer::after {
    content: '';
    position: absolute;
    top: 25%;
    right: 3px;
    width: 2px;
    height: 50%;
    background: ${tokens['color-border']};
  }
  .ops-dt-resizer:hover::after,
  .ops-dt-th[data-state='resizing'] .ops-dt-resizer::after {
    background: ${tokens['color-primary']};
  }

  .ops-dt-spacer > td {
    padding: 0;
    border: 0;
  }

  .ops-dt-message {
    height: auto;
    padding: ${tokens['space-8']} ${tokens['space-4']};
    color: ${tokens['color-text-muted']};
    text-align: center;
    white-space: normal;
  }
  .ops-dt-error {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${tokens['space-3']};
    color: ${tokens['color-danger']};
  }

  .ops-dt-skeleton {
    display: block;
    height: 12px;
    width: 70%;
    border-radius: ${tokens['radius-sm']};
    background: linear-gradient(
      90deg,
      ${tokens['color-surface-sunken']} 0%,
      ${tokens['color-border']} 50%,
      ${tokens['color-surface-sunken']} 100%
    );
    background-size: 200% 100%;
    animation: ops-dt-shimmer 1.2s ease-in-out infinite;
  }
  .ops-dt-align-end .ops-dt-skeleton {
    margin-inline-start: auto;
  }
  .ops-dt-align-center .ops-dt-skeleton {
    margin-inline: auto;
  }
  @keyframes ops-dt-shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .ops-dt-skeleton {
      animation: none;
    }
  }

  .ops-dt-button,
  .ops-dt-page-size {
    box-sizing: border-box;
    min-width: ${tokens['control-height']};
    height: ${tokens['control-height']};
    padding: 0 ${tokens['space-2']};
    border: 1px solid ${tokens['color-border-strong']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
    color: ${tokens['color-text']};
    font: inherit;
    cursor: pointer;
  }
  .ops-dt-button:hover:not(:disabled) {
    border-color: ${tokens['color-primary']};
    color: ${tokens['color-primary']};
  }
  .ops-dt-button:disabled {
    color: ${tokens['color-text-disabled']};
    border-color: ${tokens['color-border']};
    cursor: not-allowed;
  }
  .ops-dt-button:focus-visible,
  .ops-dt-page-size:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }

  .ops-dt-pager {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${tokens['space-2']};
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
  .ops-dt-pager label {
    display: inline-flex;
    align-items: center;
    gap: ${tokens['space-2']};
  }
  .ops-dt-page-of {
    min-width: 8em;
    text-align: center;
    color: ${tokens['color-text']};
  }

  .ops-dt-sr {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
