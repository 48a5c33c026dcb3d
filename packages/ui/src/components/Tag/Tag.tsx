import { forwardRef, useId, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { VisuallyHiddenText } from '../Button/Button';
import { CrossIcon } from '../Input/FieldLayout';

export const tagTones = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
export type TagTone = (typeof tagTones)[number];

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  readonly tone?: TagTone;
  /** Offers a remove button, named "Remove <text of the tag>". */
  readonly closable?: boolean;
  /**
   * Called by the remove button (click, Enter, Space, Delete or Backspace). The tag does not hide
   * itself: the owner removes it and moves the focus to a neighbour.
   */
  readonly onClose?: () => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-1']};
  max-width: 100%;
  height: 22px;
  padding: 0 ${tokens['space-2']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-xs']};
  line-height: 20px;
  white-space: nowrap;
  vertical-align: middle;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-tone='primary'] {
    border-color: transparent;
    background: ${tokens['color-primary-subtle']};
    color: ${tokens['color-primary']};
  }
  &[data-tone='success'] {
    border-color: transparent;
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
  &[data-tone='warning'] {
    border-color: transparent;
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  &[data-tone='danger'] {
    border-color: transparent;
    background: ${tokens['color-danger-subtle']};
    color: ${tokens['color-danger']};
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  margin-inline-end: -4px;
  padding: 0;
  border: 0;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${tokens['color-overlay']};
    color: ${tokens['color-surface']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
  }
  & > svg {
    width: 10px;
    height: 10px;
  }
`;

/** A short label (a role, a filter, a category), optionally removable. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { tone = 'neutral', closable = false, onClose, disabled = false, children, ...props },
  ref,
) {
  const t = useUiText();
  const id = useId();
  const textId = `ops-tag-${id}`;
  const removeId = `${textId}-remove`;
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onClose?.();
    }
  };
  return (
    <Root ref={ref} data-tone={tone} data-disabled={disabled || undefined} {...props}>
      <span id={textId}>{children}</span>
      {closable && (
        <Close
          type="button"
          disabled={disabled}
          aria-labelledby={`${removeId} ${textId}`}
          title={t('ui.tag.remove')}
          onClick={() => onClose?.()}
          onKeyDown={handleKeyDown}
        >
          <VisuallyHiddenText id={removeId}>{t('ui.tag.remove')}</VisuallyHiddenText>
          <CrossIcon />
        </Close>
      )}
    </Root>
  );
});
