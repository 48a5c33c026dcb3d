// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Checkbox, type CheckedState } from './Checkbox';

const box = () => screen.getByRole<HTMLInputElement>('checkbox');

describe('Checkbox', () => {
  it('is named by its label', () => {
    renderInUi(<Checkbox label="Sandbox tenants only" />);
    expect(screen.getByRole('checkbox', { name: 'Sandbox tenants only' })).toBeTruthy();
  });

  it('toggles with a click on its label', async () => {
    const onCheckedChange = vi.fn();
    renderInUi(<Checkbox label="Sandbox" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Sandbox'));
    expect([box().checked, onCheckedChange.mock.lastCall?.[0]]).toEqual([true, true]);
  });

  it('toggles with Space', async () => {
    renderInUi(<Checkbox label="Sandbox" defaultChecked />);
    box().focus();
    await userEvent.keyboard(' ');
    expect(box().checked).toBe(false);
  });

  it('shows the indeterminate state to assistive technology', () => {
    renderInUi(<Checkbox label="All rows" checked="indeterminate" />);
    expect(box().indeterminate).toBe(true);
  });

  it('shows its state as data-state', () => {
    renderInUi(<Checkbox label="All rows" checked="indeterminate" />);
    expect(box().closest('label')?.dataset.state).toBe('indeterminate');
  });

  it('becomes checked when an indeterminate box is clicked', async () => {
    function SelectAll() {
      const [state, setState] = useState<CheckedState>('indeterminate');
      return <Checkbox label="All rows" checked={state} onCheckedChange={setState} />;
    }
    renderInUi(<SelectAll />);
    await userEvent.click(box());
    expect([box().checked, box().indeterminate]).toEqual([true, false]);
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderInUi(<Checkbox label="Sandbox" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(box());
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('is named by its label alone, not by its description', () => {
    renderInUi(<Checkbox label="Notify" description="Sends an e-mail." />);
    expect(screen.getByRole('checkbox', { name: 'Notify' })).toBeTruthy();
  });

  it('is described by its description', () => {
    renderInUi(<Checkbox label="Notify" description="Sends an e-mail to the tenant administrator." />);
    expect(box().getAttribute('aria-describedby')).toBe(
      screen.getByText('Sends an e-mail to the tenant administrator.').id,
    );
  });

  it('sends its value in a form while checked', () => {
    renderInUi(
      <form aria-label="filters">
        <Checkbox label="Sandbox" name="sandbox" value="true" defaultChecked />
      </form>,
    );
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('sandbox')).toBe('true');
  });
});
