// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { formatTabBadge, Tabs } from './Tabs';

function Example({ pending = 3 }: { pending?: number }) {
  return (
    <Tabs.Root defaultValue="list">
      <Tabs.List aria-label="Customer service">
        <Tabs.Trigger value="list">List</Tabs.Trigger>
        <Tabs.Trigger value="pending" badge={pending}>
          Pending
        </Tabs.Trigger>
        <Tabs.Trigger value="archive" disabled>
          Archive
        </Tabs.Trigger>
        <Tabs.Trigger value="reports">Reports</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="list">The list</Tabs.Content>
      <Tabs.Content value="pending">The pending items</Tabs.Content>
      <Tabs.Content value="archive">The archive</Tabs.Content>
      <Tabs.Content value="reports">The reports</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the panel of the default tab, labelled by its tab', () => {
    renderInUi(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'List' }).textContent).toBe('The list');
  });

  it('names the tab list', () => {
    renderInUi(<Example />);
    expect(screen.getByRole('tablist', { name: 'Customer service' })).toBeTruthy();
  });

  it('moves to the next tab with ArrowRight and shows its panel', async () => {
    const user = userEvent.setup();
    renderInUi(<Example />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Pending3');
    expect(screen.getByRole('tabpanel').textContent).toBe('The pending items');
  });

  it('skips a disabled tab with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInUi(<Example />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Reports');
  });

  it('never selects a disabled tab on click', async () => {
    const user = userEvent.setup();
    renderInUi(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('List');
  });

  it('has one tab stop in the list, then moves on to the panel', async () => {
    const user = userEvent.setup();
    renderInUi(<Example />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('jumps to the last tab with End', async () => {
    const user = userEvent.setup();
    renderInUi(<Example />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Reports');
  });

  it('includes the badge count in the tab name', () => {
    renderInUi(<Example pending={12} />);
    expect(screen.getByRole('tab', { name: 'Pending 12' })).toBeTruthy();
  });

  it('hides a badge of 0', () => {
    renderInUi(<Example pending={0} />);
    expect(screen.getByRole('tab', { name: 'Pending' }).querySelector('[data-badge]')).toBeNull();
  });

  it('shows counts above 99 as 99+', () => {
    expect([formatTabBadge(99), formatTabBadge(100)]).toEqual(['99', '99+']);
  });

  it('shows the selected tab as data-state active', () => {
    renderInUi(<Example />);
    expect(screen.getByRole('tab', { name: 'List' }).dataset.state).toBe('active');
  });
});
