import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading; the card is a region named by it. */
  readonly title?: ReactNode;
  /** A line under the title. */
  readonly description?: ReactNode;
  /** Buttons or links at the right of the header. */
  readonly actions?: ReactNode;
  /** A bar under the body (totals, secondary buttons). */
  readonly footer?: ReactNode;
  /** The heading level of the title, to fit the page's outline; 3 by default. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `outlined` (a border, the default) or `elevated` (a shadow). */
  readonly variant?: 'outlined' | 'elevated';
  /** `none` lets a table or a list reach the card's edges. */
  readonly bodyPadding?: 'default' | 'none';
  readonly children?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-lg']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  &[data-variant='elevated'] {
    border-color: transparent;
    box-shadow: ${tokens['shadow-2']};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']} ${tokens['space-4']};
  padding: ${tokens['space-3']} ${tokens['space-5']};
  border-bottom: 1px solid ${tokens['color-border']};
`;

const Heading = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens['font-size-lg']};
  font-weight: ${tokens['font-weight-bold']};
  line-height: 1.4;
`;

const Description = styled.p`
  margin: ${tokens['space-1']} 0 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${tokens['space-4']} ${tokens['space-5']};
  &[data-padding='none'] {
    padding: 0;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-3']} ${tokens['space-5']};
  border-top: 1px solid ${tokens['color-border']};
`;

/**
 * A panel of a page: a header with the title and its actions, the body, and an optional footer.
 * With a title it is a region named by the title, so it shows in the page's landmarks.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    description,
    actions,
    footer,
    headingLevel = 3,
    variant = 'outlined',
    bodyPadding = 'default',
    children,
    ...props
  },
  ref,
) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Root
      ref={ref}
      data-variant={variant}
      aria-labelledby={title === undefined ? undefined : titleId}
      {...props}
    >
      {hasHeader ? (
        <Header>
          <Heading>
            {title === undefined ? null : (
              <Title as={`h${headingLevel}`} id={titleId}>
                {title}
              </Title>
            )}
            {description === undefined ? null : <Description>{description}</Description>}
          </Heading>
          {actions === undefined ? null : <Actions>{actions}</Actions>}
        </Header>
      ) : null}
      <Body data-padding={bodyPadding}>{children}</Body>
      {footer === undefined ? null : <Footer>{footer}</Footer>}
    </Root>
  );
});
