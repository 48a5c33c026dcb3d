// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says "No data" by default', () => {
    renderInUi(<EmptyState />);
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('says "No data" in the current language', () => {
    renderInUi(<EmptyState />, 'it');
    expect(screen.getByText('Nessun dato')).toBeTruthy();
  });

  it('shows the given message and description', () => {
    renderInUi(<EmptyState title="No tenants yet" description="Create the first tenant to start." />);
    expect([
      screen.getByText('No tenants yet'),
      screen.getByText('Create the first tenant to start.'),
    ]).toHaveLength(2);
  });

  it('offers its action to the keyboard', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderInUi(
      <EmptyState
        action={
          <button type="button" onClick={onCreate}>
            Create tenant
          </button>
        }
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('contains no image', () => {
    const { container } = renderInUi(<EmptyState />);
    expect(container.querySelector('img, svg')).toBeNull();
  });

  it('shows its size as data-size', () => {
    const { container } = renderInUi(<EmptyState size="sm" />);
    expect((container.firstElementChild as HTMLElement).dataset.size).toBe('sm');
  });
});
