import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme';

/** Counts above this show as `99+`. */
export const TAB_BADGE_MAX = 99;

const StyledList = styled(RadixTabs.List)`
  display: flex;
  gap: ${tokens['space-1']};
  overflow-x: auto;
  border-bottom: 1px solid ${tokens['color-border']};
  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-right: 1px solid ${tokens['color-border']};
  }
`;

const StyledTrigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-2']};
  flex: none;
  height: ${tokens['control-height-lg']};
  padding: 0 ${tokens['space-3']};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${tokens['color-text-muted']};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${tokens['color-text']};
  }
  &[data-state='active'] {
    border-bottom-color: ${tokens['color-primary']};
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-medium']};
  }
  &[data-orientation='vertical'] {
    margin: 0 -1px 0 0;
    border-bottom: 0;
    border-right: 2px solid transparent;
  }
  &[data-orientation='vertical'][data-state='active'] {
    border-right-color: ${tokens['color-primary']};
  }
  &[data-disabled] {
    color: ${tokens['color-text-disabled']};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 18px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
  line-height: 1;
  [data-state='active'] > & {
    background: ${tokens['color-primary']};
    color: ${tokens['color-on-primary']};
  }
  [data-disabled] > & {
    color: ${tokens['color-text-disabled']};
  }
`;

const StyledContent = styled(RadixTabs.Content)`
  padding: ${tokens['space-4']} 0;
  &:focus-visible {
    outline-offset: 2px;
  }
`;

export type TabsRootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;
export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** What the tabs are about, for assistive technology (or use `aria-labelledby`). */
  readonly 'aria-label'?: string;
}

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /** A count after the label (pending items); hidden at 0 or when absent, `99+` above 99. */
  readonly badge?: number;
}

/** The count as the badge shows it. */
export function formatTabBadge(count: number): string {
  return count > TAB_BADGE_MAX ? `${TAB_BADGE_MAX}+` : String(count);
}

const List = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(props, ref) {
  return <StyledList ref={ref} {...props} />;
});

/** One tab; the arrow keys move between tabs (skipping disabled ones), Home and End jump. */
const Trigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { badge, children, ...props },
  ref,
) {
  return (
    <StyledTrigger ref={ref} {...props}>
      {children}
      {badge !== undefined && badge > 0 ? <Badge data-badge="">{formatTabBadge(badge)}</Badge> : null}
    </StyledTrigger>
  );
});

/**
 * Tabs, the Radix way: `Tabs.Root` › `Tabs.List` › `Tabs.Trigger`, and one `Tabs.Content` per tab.
 * One tab stop for the list; the arrow keys choose the tab, Tab moves on to its panel.
 */
export const Tabs = {
  Root: RadixTabs.Root,
  List,
  Trigger,
  Content: StyledContent,
};
