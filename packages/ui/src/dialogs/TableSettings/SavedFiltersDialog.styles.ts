import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

export const Section = styled.section`
  & + & {
    margin-top: ${tokens['space-5']};
  }
`;

export const SectionHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  margin: 0 0 ${tokens['space-2']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-md']};
  font-weight: ${tokens['font-weight-bold']};
`;

export const Count = styled.span`
  padding: 0 6px;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
  line-height: 18px;
`;

export const SavePanel = styled.div`
  display: grid;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
`;

export const SaveForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${tokens['space-2']};
`;

export const Current = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  & > span:first-child {
    margin-inline-end: ${tokens['space-1']};
    color: ${tokens['color-text']};
    font-weight: ${tokens['font-weight-medium']};
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens['space-2']} ${tokens['space-3']};
  min-height: ${tokens['row-height']};
  padding: ${tokens['space-2']} ${tokens['space-3']};
  transition: background-color ${tokens['duration-fast']} ${tokens.easing};
  & + & {
    border-top: 1px solid ${tokens['color-border']};
  }
  &:hover,
  &:focus-within {
    background: ${tokens['color-surface-sunken']};
  }
  &[data-editing] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ItemMain = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const ItemName = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  min-width: 0;
  color: ${tokens['color-text']};
  font-weight: ${tokens['font-weight-medium']};
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const ItemSummary = styled.span`
  overflow: hidden;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ItemActions = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  & > :first-child {
    margin-inline-end: ${tokens['space-2']};
  }
  /* The default's star is filled, in the warning colour that stars take. */
  & > button[aria-pressed='true'] {
    color: ${tokens['color-warning']};
  }
`;

export const RenameForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: start;
  gap: ${tokens['space-2']};
`;

export const ItemError = styled.div`
  grid-column: 1 / -1;
`;

export const ErrorDetail = styled.span`
  display: block;
  &[data-span-id] {
    color: ${tokens['color-text-muted']};
    font-family: ${tokens['font-family-mono']};
    font-size: ${tokens['font-size-xs']};
  }
`;
