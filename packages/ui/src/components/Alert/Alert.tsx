import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { IconButton } from '../IconButton';
import { CloseIcon, FeedbackIcon, feedbackColours, type FeedbackVariant } from './feedbackVariants';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** info, success, warning or error; info by default. */
  readonly variant?: FeedbackVariant;
  /** A short heading above the text. */
  readonly title?: ReactNode;
  /** Shows a close button; the alert hides itself when it is pressed, then calls `onDismiss`. */
  readonly dismissible?: boolean;
  readonly onDismiss?: () => void;
  /** Buttons or links after the text. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

const Frame = styled.div`
  ${feedbackColours}
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border: 1px solid var(--ops-feedback-accent);
  border-left-width: 4px;
  border-radius: ${tokens['radius-md']};
  background: var(--ops-feedback-subtle);
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 3px;
  color: var(--ops-feedback-accent);
`;

const Text = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${tokens['font-weight-bold']};
`;

const Body = styled.div`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens['space-2']};
  margin-top: ${tokens['space-2']};
`;

/**
 * An inline message in the page. Errors and warnings are announced at once (`role="alert"`), info and
 * success politely (`role="status"`).
 */
export function Alert({
  variant = 'info',
  title,
  dismissible = false,
  onDismiss,
  actions,
  children,
  ...props
}: AlertProps) {
  const t = useUiText();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Frame role={urgent ? 'alert' : 'status'} data-variant={variant} data-state="open" {...props}>
      <Icon>
        <FeedbackIcon variant={variant} />
      </Icon>
      <Text>
        {title != null && <Title>{title}</Title>}
        {children != null && <Body>{children}</Body>}
        {actions != null && <Actions>{actions}</Actions>}
      </Text>
      {dismissible && (
        <IconButton
          size="sm"
          label={t('ui.common.close')}
          icon={<CloseIcon />}
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
        />
      )}
    </Frame>
  );
}
