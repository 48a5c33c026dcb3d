import { tokens } from '@opsdesk/ui';
import styled from 'styled-components';

export const OptionRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-2']} ${tokens['space-3']};
  color: ${tokens['color-text']};
  cursor: pointer;
  &[data-active] {
    background: ${tokens['color-surface-sunken']};
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-medium']};
  }
  &[data-action] {
    justify-content: center;
    color: ${tokens['color-primary']};
  }
  & .ops-picker-check {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 3px;
    border: 1px solid ${tokens['color-border-strong']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
  }
  & .ops-picker-check[data-checked] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary']};
    box-shadow: inset 0 0 0 2px ${tokens['color-surface']};
  }
`;

export const OptionLabel = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

export const OptionDescription = styled.span`
  display: block;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-regular']};
`;

export const PanelStatus = styled.div`
  padding: ${tokens['space-2']} ${tokens['space-3']};
  color: ${tokens['color-text-muted']};
  &[data-tone='danger'] {
    color: ${tokens['color-danger']};
  }
`;

export const ValueTags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens['space-1']};
  padding: ${tokens['space-1']} 0;
  min-width: 0;
`;

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${tokens['color-text-muted']};
  cursor: pointer;
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  & > svg {
    width: 12px;
    height: 12px;
    transition: transform ${tokens['duration-fast']} ${tokens.easing};
  }
`;

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M2.5 4.5l3.5 3.5 3.5-3.5"
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The field of the dialog form: a button showing the choice. */
export const DialogSummary = styled.button`
  flex: 1;
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: calc(${tokens['control-height']} - 2px);
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  & .ops-picker-placeholder {
    color: ${tokens['color-text-muted']};
  }
`;

export const DialogToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens['space-3']};
  margin-bottom: ${tokens['space-3']};
  & > * {
    flex: 1 1 200px;
  }
`;
