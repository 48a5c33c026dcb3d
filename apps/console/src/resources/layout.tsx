import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-3);
  align-items: flex-end;
  justify-content: space-between;
  margin-block-end: var(--ops-space-4);
`;

const Heading = styled.h1`
  margin: 0;
  font-size: var(--ops-font-size-xl);
  font-weight: 600;
  color: var(--ops-color-text);
`;

const Subtitle = styled.p`
  margin: var(--ops-space-1) 0 0;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Before the title: a status badge, a back link. */
  readonly extra?: ReactNode;
  readonly actions?: ReactNode;
  /** 1 for a screen's own title; 2 for a list embedded in another screen. */
  readonly level?: 1 | 2;
}

/** A screen's title (the page's one h1), its subtitle and its main actions. */
export function PageHeader({ title, subtitle, extra, actions, level = 1 }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <Heading as={level === 1 ? 'h1' : 'h2'}>
          {title}
          {extra ? <> {extra}</> : null}
        </Heading>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </div>
      {actions}
    </Header>
  );
}

/** A block of a screen, spaced from the next. */
export const PageSection = styled.section`
  margin-block-end: var(--ops-space-4);
`;
