import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { WarningIcon } from './icons';

/** The card of a step or a branch on the diagram: a coloured header, a summary, actions on hover. */

export type CardTone = 'start' | 'approver' | 'copyTo' | 'branch';

const Root = styled.div`
  position: relative;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-lg']};
  background: ${tokens['color-surface']};
  box-shadow: ${tokens['shadow-1']};
  color: ${tokens['color-text']};
  font-family: ${tokens['font-family']};
  transition:
    box-shadow ${tokens['duration-fast']} ${tokens.easing},
    border-color ${tokens['duration-fast']} ${tokens.easing};
  --ops-card-accent: ${tokens['color-text-muted']};
  &[data-tone='approver'] {
    --ops-card-accent: ${tokens['color-warning']};
  }
  &[data-tone='copyTo'] {
    --ops-card-accent: ${tokens['color-primary']};
  }
  &[data-tone='branch'] {
    --ops-card-accent: ${tokens['color-success']};
  }
  &:hover,
  &:focus-within {
    box-shadow: ${tokens['shadow-2']};
  }
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
  &[data-selected] {
    border-color: ${tokens['color-primary']};
    box-shadow:
      0 0 0 2px ${tokens['color-primary-subtle']},
      ${tokens['shadow-2']};
  }
  &[data-orphan] {
    border-style: dashed;
    opacity: 0.9;
  }
`;

const Main = styled.button`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 3px;
  }
  &:disabled {
    cursor: default;
  }
`;

const Header = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  flex: none;
  height: 30px;
  padding: 0 ${tokens['space-3']};
  background: var(--ops-card-accent);
  color: ${tokens['color-on-primary']};
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-bold']};
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Aside = styled.span`
  flex: none;
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-regular']};
  [data-has-actions]:hover &,
  [data-has-actions]:focus-within & {
    visibility: hidden;
  }
`;

const Body = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-1']};
  flex: 1 1 auto;
  min-height: 0;
  padding: ${tokens['space-2']} ${tokens['space-3']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-sm']};
  line-height: 1.45;
  & > span {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow-wrap: anywhere;
  }
  &[data-missing] {
    color: ${tokens['color-danger']};
  }
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 2px;
  }
`;

const Actions = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: 2px;
  height: 30px;
  padding: 0 ${tokens['space-1']} 0 ${tokens['space-2']};
  border-top-right-radius: ${tokens['radius-lg']};
  /* Over the end of the title while shown. */
  background: var(--ops-card-accent);
  opacity: 0;
  transition: opacity ${tokens['duration-fast']} ${tokens.easing};
  [data-has-actions]:hover > &,
  [data-has-actions]:focus-within > & {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A small button in a card's header: its colour is the header's, its name the label. */
export const CardAction = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: ${tokens['color-on-primary']};
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, ${tokens['color-on-primary']} 22%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-on-primary']};
    outline-offset: -2px;
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
`;

export interface FlowCardProps {
  readonly tone: CardTone;
  readonly icon: ReactNode;
  readonly title: string;
  /** Shown at the end of the header (a branch's priority) while the actions are hidden. */
  readonly aside?: ReactNode;
  readonly summary: { readonly text: string; readonly missing: boolean };
  /** Opens the configuration; without it the card is not a button (the submitter). */
  readonly onConfigure?: () => void;
  readonly focusKey?: string;
  /** Buttons shown in the header on hover and focus (delete, move). */
  readonly actions?: ReactNode;
  readonly actionCount?: number;
  readonly invalid?: boolean;
  readonly selected?: boolean;
  readonly orphan?: boolean;
}

export function FlowCard({
  tone,
  icon,
  title,
  aside,
  summary,
  onConfigure,
  focusKey,
  actions,
  actionCount = 0,
  invalid = false,
  selected = false,
  orphan = false,
}: FlowCardProps) {
  const content = (
    <>
      <Header>
        {icon}
        <Title>{title}</Title>
        {aside != null && <Aside>{aside}</Aside>}
      </Header>
      <Body data-missing={summary.missing || undefined}>
        {summary.missing ? <WarningIcon /> : null}
        <span>{summary.text}</span>
      </Body>
    </>
  );
  const hasActions = actions != null && actionCount > 0;
  return (
    <Root
      data-tone={tone}
      data-invalid={invalid || undefined}
      data-selected={selected || undefined}
      data-orphan={orphan || undefined}
      data-has-actions={hasActions || undefined}
    >
      {onConfigure ? (
        <Main type="button" className="nodrag nopan" onClick={onConfigure} data-flow-focus={focusKey}>
          {content}
        </Main>
      ) : (
        <Main as="div" data-flow-focus={focusKey}>
          {content}
        </Main>
      )}
      {hasActions ? <Actions className="nodrag nopan">{actions}</Actions> : null}
    </Root>
  );
}
