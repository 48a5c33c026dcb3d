// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Tooltip } from './Tooltip';

const longText = 'The licence of this tenant expires in 30 days. '.repeat(6);

describe('Tooltip', () => {
  it('shows on keyboard focus and describes the focused element', async () => {
    const user = userEvent.setup();
    renderInUi(
      <Tooltip content="Synchronise the tenant now">
        <button type="button">Sync</button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Synchronise the tenant now');
    expect(screen.getByRole('button', { name: 'Sync' }).getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    renderInUi(
      <Tooltip content="Synchronise the tenant now">
        <button type="button">Sync</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover', async () => {
    const user = userEvent.setup();
    renderInUi(
      <Tooltip content="Synchronise the tenant now" delayDuration={0}>
        <button type="button">Sync</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Sync' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Synchronise the tenant now');
  });

  it('leaves the trigger its own accessible name', async () => {
    const user = userEvent.setup();
    renderInUi(
      <Tooltip content="Synchronise the tenant now">
        <button type="button">Sync</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button').textContent).toBe('Sync');
  });

  it('marks a long tooltip, which may grow to 500 px instead of 400', () => {
    renderInUi(
      <Tooltip content={longText} long defaultOpen>
        <button type="button">Licence</button>
      </Tooltip>,
    );
    const bubble = document.querySelector('[data-variant]');
    expect(bubble?.getAttribute('data-variant')).toBe('long');
  });

  it('is of the default width unless long', () => {
    renderInUi(
      <Tooltip content="Short" defaultOpen>
        <button type="button">Licence</button>
      </Tooltip>,
    );
    expect(document.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('default');
  });
});
