// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function Modes(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Mode" {...props}>
      <Radio value="tenant" label="Tenant" />
      <Radio value="company" label="Company" />
      <Radio value="archived" label="Archived" disabled />
      <Radio value="sandbox" label="Sandbox" />
    </RadioGroup>
  );
}
const checked = () => screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.checked);

describe('RadioGroup', () => {
  it('is a radio group named by its label', () => {
    renderInUi(<Modes />);
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeTruthy();
  });

  it('chooses a radio by a click', async () => {
    const onValueChange = vi.fn();
    renderInUi(<Modes onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Company' }));
    expect(onValueChange).toHaveBeenCalledWith('company');
  });

  it('moves to and chooses the next radio with ArrowDown', async () => {
    renderInUi(<Modes defaultValue="tenant" />);
    screen.getByRole('radio', { name: 'Tenant' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect([checked()?.value, (document.activeElement as HTMLInputElement).value]).toEqual([
      'company',
      'company',
    ]);
  });

  it('skips a disabled radio', async () => {
    renderInUi(<Modes defaultValue="company" />);
    screen.getByRole('radio', { name: 'Company' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(checked()?.value).toBe('sandbox');
  });

  it('wraps from the first radio to the last with ArrowUp', async () => {
    renderInUi(<Modes defaultValue="tenant" />);
    screen.getByRole('radio', { name: 'Tenant' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(checked()?.value).toBe('sandbox');
  });

  it('moves back with ArrowLeft', async () => {
    renderInUi(<Modes defaultValue="sandbox" />);
    screen.getByRole('radio', { name: 'Sandbox' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(checked()?.value).toBe('company');
  });

  it('enters the group on the chosen radio with Tab', async () => {
    renderInUi(<Modes defaultValue="company" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Company' }));
  });

  it('disables every radio when the group is disabled', () => {
    renderInUi(<Modes disabled />);
    expect(screen.getAllByRole<HTMLInputElement>('radio').every((radio) => radio.disabled)).toBe(true);
  });

  it('follows a controlled value', () => {
    renderInUi(<Modes value="sandbox" />);
    expect(checked()?.value).toBe('sandbox');
  });

  it('is invalid and described by its error', () => {
    renderInUi(<Modes error="Choose a mode" />);
    const group = screen.getByRole('radiogroup');
    expect([group.getAttribute('aria-invalid'), group.getAttribute('aria-describedby')]).toEqual([
      'true',
      screen.getByText('Choose a mode').id,
    ]);
  });

  it('sends the chosen value in a form under its name', async () => {
    renderInUi(
      <form aria-label="settings">
        <Modes name="mode" defaultValue="tenant" />
      </form>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Sandbox' }));
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('mode')).toBe('sandbox');
  });

  it('names a radio by its label alone and describes it by its description', () => {
    renderInUi(
      <RadioGroup label="Mode">
        <Radio value="tenant" label="Tenant" description="Requests carry roleType=TENANT." />
      </RadioGroup>,
    );
    const radio = screen.getByRole('radio', { name: 'Tenant' });
    expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Requests carry roleType=TENANT.',
    );
  });

  it('refuses a Radio outside a RadioGroup', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderInUi(<Radio value="x" label="X" />)).toThrow('Radio must be inside a RadioGroup');
    quiet.mockRestore();
  });
});
