import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/**
 * The editor's box, shared by the editor and the stand-in shown while its module loads, so that
 * nothing moves when it arrives.
 */
export const EditorFrame = styled.div<{ readonly $invalid?: boolean; readonly $disabled?: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ $invalid }) => ($invalid ? tokens['color-danger'] : tokens['color-border-strong'])};
  border-radius: ${tokens['radius-md']};
  background: ${({ $disabled }) => ($disabled ? tokens['color-surface-sunken'] : tokens['color-surface'])};
  color: ${({ $disabled }) => ($disabled ? tokens['color-text-disabled'] : tokens['color-text'])};
  transition: border-color ${tokens['duration-fast']} ${tokens.easing};
  &:hover {
    border-color: ${({ $invalid, $disabled }) =>
      $invalid ? tokens['color-danger'] : $disabled ? tokens['color-border'] : tokens['color-primary']};
  }
  &:focus-within {
    border-color: ${({ $invalid }) => ($invalid ? tokens['color-danger'] : tokens['color-primary'])};
    outline: 2px solid ${({ $invalid }) => ($invalid ? tokens['color-danger'] : tokens['color-focus'])};
    outline-offset: 1px;
  }
`;

/** The row of formatting buttons above the text. */
export const EditorToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-1']};
  min-height: calc(${tokens['control-height-sm']} + 2 * ${tokens['space-1']});
  padding: ${tokens['space-1']};
  border-bottom: 1px solid ${tokens['color-border']};
  box-sizing: border-box;
`;

/** The height of the text area: about six lines before it grows. */
export const EDITOR_MIN_HEIGHT = '9em';

/** Where the text goes: the same padding and height in the editor and its stand-in. */
export const editorAreaPadding = `${tokens['space-2']} ${tokens['space-3']}`;
