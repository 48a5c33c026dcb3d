import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/**
 * Handle, column, pin, order: the table holds the tracks and the header, the list and every row
 * take them as a subgrid, so that the columns line up whatever the length of the texts.
 */
const rowGrid = `
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: center;
  padding: 0 ${tokens['space-3']};
`;

export const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  margin: 0 0 ${tokens['space-2']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

export const Table = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  column-gap: ${tokens['space-3']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
`;

export const HeaderRow = styled.div`
  ${rowGrid}
  height: 32px;
  border-bottom: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']} ${tokens['radius-md']} 0 0;
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
  & > span:nth-child(3),
  & > span:last-child {
    text-align: center;
  }
`;

export const List = styled.ol`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  ${rowGrid}
  position: relative;
  min-height: ${tokens['row-height']};
  background: ${tokens['color-surface']};
  transition: background-color ${tokens['duration-fast']} ${tokens.easing};
  & + & {
    border-top: 1px solid ${tokens['color-border']};
  }
  &:last-child {
    border-radius: 0 0 ${tokens['radius-md']} ${tokens['radius-md']};
  }
  &:hover,
  &:focus-within {
    background: ${tokens['color-surface-sunken']};
  }
  /* The checkbox's label: the column name shortens with an ellipsis rather than push the controls. */
  & > label,
  & > label > span:last-child {
    min-width: 0;
  }
  &[data-state='hidden'] [data-column-label] {
    color: ${tokens['color-text-muted']};
  }
  &[data-dragging] {
    opacity: 0.45;
  }
  /* The drop line: where the dragged row lands. */
  &[data-drop]::before {
    content: '';
    position: absolute;
    right: 0;
    left: 0;
    z-index: 1;
    height: 2px;
    border-radius: 1px;
    background: ${tokens['color-primary']};
  }
  &[data-drop='before']::before {
    top: -1px;
  }
  &[data-drop='after']::before {
    bottom: -1px;
  }
  /* The last visible column: its checkbox stays focusable but cannot be cleared. */
  & input[aria-disabled='true'] + span {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Handle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 28px;
  border-radius: ${tokens['radius-sm']};
  color: ${tokens['color-text-muted']};
  cursor: grab;
  &:hover {
    background: ${tokens['color-border']};
    color: ${tokens['color-text']};
  }
  &:active {
    cursor: grabbing;
  }
`;

export const ColumnName = styled.span`
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Segmented = styled.div`
  display: inline-flex;
  height: ${tokens['control-height-sm']};
  border: 1px solid ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  & > label {
    position: relative;
    display: inline-flex;
    align-items: center;
    padding: 0 ${tokens['space-2']};
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
    white-space: nowrap;
    cursor: pointer;
    user-select: none;
  }
  & > label + label {
    border-left: 1px solid ${tokens['color-border']};
  }
  & > label:first-child {
    border-radius: ${tokens['radius-md']} 0 0 ${tokens['radius-md']};
  }
  & > label:last-child {
    border-radius: 0 ${tokens['radius-md']} ${tokens['radius-md']} 0;
  }
  & > label:hover {
    color: ${tokens['color-text']};
  }
  & > label[data-checked] {
    background: ${tokens['color-primary-subtle']};
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & > label:has(input:focus-visible) {
    z-index: 1;
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  & > label > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export const OrderButtons = styled.span`
  display: inline-flex;
  justify-content: center;
  gap: 2px;
`;

export const Hint = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  margin: ${tokens['space-2']} 0 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  &[hidden] {
    display: none;
  }
`;

export const AlertSpace = styled.div`
  margin-bottom: ${tokens['space-3']};
`;

/** Pushes what follows it in the footer to the end: Reset sits on the left, Cancel and Apply right. */
export const FooterStart = styled.div`
  margin-right: auto;
`;
