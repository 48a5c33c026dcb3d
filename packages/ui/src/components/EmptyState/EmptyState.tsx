import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message; "No data" in the current language by default. */
  readonly title?: ReactNode;
  /** A line that says why it is empty or what to do. */
  readonly description?: ReactNode;
  /** What to do about it: a button or a link ("Create tenant", "Clear filters"). */
  readonly action?: ReactNode;
  /** `sm` inside a table or a card, `md` (default) for a page. */
  readonly size?: 'sm' | 'md';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-10']} ${tokens['space-6']};
  color: ${tokens['color-text-muted']};
  text-align: center;
  &[data-size='sm'] {
    gap: ${tokens['space-1']};
    padding: ${tokens['space-6']} ${tokens['space-4']};
  }
`;

const Title = styled.p`
  margin: 0;
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-lg']};
  font-weight: ${tokens['font-weight-medium']};
  [data-size='sm'] > & {
    font-size: ${tokens['font-size-md']};
  }
`;

const Description = styled.p`
  max-width: 480px;
  margin: 0;
  font-size: ${tokens['font-size-sm']};
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens['space-2']};
  margin-top: ${tokens['space-2']};
`;

/** Nothing to show, said plainly (no illustration): a message, why, and what to do about it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, size = 'md', ...props },
  ref,
) {
  const t = useUiText();
  return (
    <Root ref={ref} data-size={size} {...props}>
      <Title>{title ?? t('ui.common.empty')}</Title>
      {description === undefined ? null : <Description>{description}</Description>}
      {action === undefined ? null : <Action>{action}</Action>}
    </Root>
  );
});
