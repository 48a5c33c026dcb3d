// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Switch } from './Switch';

const toggle = () => screen.getByRole('switch');

describe('Switch', () => {
  it('is a switch named by its label', () => {
    renderInUi(<Switch label="Tenant mode" />);
    expect(screen.getByRole('switch', { name: 'Tenant mode' })).toBeTruthy();
  });

  it('turns on with a click', async () => {
    const onCheckedChange = vi.fn();
    renderInUi(<Switch label="Tenant mode" onCheckedChange={onCheckedChange} />);
    await userEvent.click(toggle());
    expect([toggle().getAttribute('aria-checked'), onCheckedChange.mock.lastCall?.[0]]).toEqual([
      'true',
      true,
    ]);
  });

  it('turns off with Space', async () => {
    renderInUi(<Switch label="Tenant mode" defaultChecked />);
    toggle().focus();
    await userEvent.keyboard(' ');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('toggles with Enter', async () => {
    renderInUi(<Switch label="Tenant mode" />);
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
  });

  it('toggles with a click on its label', async () => {
    renderInUi(<Switch label="Tenant mode" />);
    await userEvent.click(screen.getByText('Tenant mode'));
    expect(toggle().getAttribute('aria-checked')).toBe('true');
  });

  it('shows its state as data-state', async () => {
    renderInUi(<Switch label="Tenant mode" defaultChecked />);
    expect(toggle().dataset.state).toBe('checked');
  });

  it('stays as it is when controlled and the owner says no', async () => {
    const onCheckedChange = vi.fn();
    renderInUi(<Switch label="Tenant mode" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(toggle());
    expect([toggle().getAttribute('aria-checked'), onCheckedChange.mock.lastCall?.[0]]).toEqual([
      'false',
      true,
    ]);
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderInUi(<Switch label="Tenant mode" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(toggle());
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('is described by its description', () => {
    renderInUi(<Switch label="Tenant mode" description="Adds roleType=TENANT to requests." />);
    expect(toggle().getAttribute('aria-describedby')).toBe(
      screen.getByText('Adds roleType=TENANT to requests.').id,
    );
  });

  it('sends name=value in a form only while on', async () => {
    renderInUi(
      <form aria-label="settings">
        <Switch label="Sandbox" name="sandbox" value="true" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form');
    const before = new FormData(form).get('sandbox');
    await userEvent.click(toggle());
    expect([before, new FormData(form).get('sandbox')]).toEqual([null, 'true']);
  });
});
