// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { NumberInput } from './NumberInput';

const field = () => screen.getByRole<HTMLInputElement>('spinbutton');

describe('NumberInput', () => {
  it('is a spinbutton labelled by its label', () => {
    renderInUi(<NumberInput label="Quantity" />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
  });

  it('reports each number typed', async () => {
    const onValueChange = vi.fn();
    renderInUi(<NumberInput label="Quantity" onValueChange={onValueChange} />);
    await userEvent.type(field(), '42');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([4, 42]);
  });

  it('refuses letters', async () => {
    renderInUi(<NumberInput label="Quantity" />);
    await userEvent.type(field(), '4x2');
    expect(field().value).toBe('42');
  });

  it('refuses a 16th digit', async () => {
    renderInUi(<NumberInput label="Result" />);
    await userEvent.type(field(), '1234567890123456');
    expect(field().value).toBe('123456789012345');
  });

  it('adds thousands separators when you leave the field', async () => {
    renderInUi(<NumberInput label="Count" />);
    await userEvent.type(field(), '1234567');
    await userEvent.tab();
    expect(field().value).toBe('1,234,567');
  });

  it('shows the number without separators again while you edit it', async () => {
    renderInUi(<NumberInput label="Count" defaultValue={1234567} />);
    await userEvent.click(field());
    expect(field().value).toBe('1234567');
  });

  it('uses the separators of the interface language', async () => {
    renderInUi(<NumberInput label="Importo" decimals={2} />, 'it');
    await userEvent.type(field(), '1234567,5');
    await userEvent.tab();
    expect(field().value).toBe('1.234.567,50');
  });

  it('reads a pasted "1,234.50"', async () => {
    const onValueChange = vi.fn();
    renderInUi(<NumberInput label="Amount" onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.paste('1,234.50');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.5);
  });

  it('reads full-width digits', async () => {
    const onValueChange = vi.fn();
    renderInUi(<NumberInput label="数量" onValueChange={onValueChange} />, 'zh-CN');
    await userEvent.click(field());
    await userEvent.paste('１２３');
    expect([onValueChange.mock.lastCall?.[0], field().value]).toEqual([123, '123']);
  });

  it('adds the step with ArrowUp', async () => {
    renderInUi(<NumberInput label="Count" defaultValue={5} step={5} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field().value).toBe('10');
  });

  it('takes the step away with ArrowDown, ten times with Shift', async () => {
    renderInUi(<NumberInput label="Count" defaultValue={100} step={2} />);
    await userEvent.click(field());
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(field().value).toBe('80');
  });

  it('steps decimals without binary surprises', async () => {
    renderInUi(<NumberInput label="Rate" defaultValue={0.1} step={0.2} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field().value).toBe('0.3');
  });

  it('does not step past max', async () => {
    renderInUi(<NumberInput label="Count" defaultValue={9} max={10} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(field().value).toBe('10');
  });

  it('brings a typed number back within min and max when you leave the field', async () => {
    const onValueChange = vi.fn();
    renderInUi(<NumberInput label="Count" min={1} max={99} onValueChange={onValueChange} />);
    await userEvent.type(field(), '500');
    await userEvent.tab();
    expect([field().value, onValueChange.mock.lastCall?.[0]]).toEqual(['99', 99]);
  });

  it('goes to min with Home and to max with End', async () => {
    renderInUi(<NumberInput label="Count" defaultValue={5} min={1} max={10} />);
    await userEvent.click(field());
    await userEvent.keyboard('{Home}');
    const atHome = field().value;
    await userEvent.keyboard('{End}');
    expect([atHome, field().value]).toEqual(['1', '10']);
  });

  it('refuses a minus sign when min is not negative', async () => {
    renderInUi(<NumberInput label="Count" min={0} />);
    await userEvent.type(field(), '-3');
    expect(field().value).toBe('3');
  });

  it('refuses more decimals than it shows', async () => {
    renderInUi(<NumberInput label="Rate" decimals={2} />);
    await userEvent.type(field(), '1.234');
    expect(field().value).toBe('1.23');
  });

  it('reports null when emptied', async () => {
    const onValueChange = vi.fn();
    renderInUi(<NumberInput label="Count" defaultValue={7} onValueChange={onValueChange} />);
    await userEvent.clear(field());
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('exposes its value, min and max to assistive technology', () => {
    renderInUi(<NumberInput label="Count" defaultValue={1500} min={0} max={2000} />);
    const input = field();
    expect([
      input.getAttribute('aria-valuenow'),
      input.getAttribute('aria-valuemin'),
      input.getAttribute('aria-valuemax'),
      input.getAttribute('aria-valuetext'),
    ]).toEqual(['1500', '0', '2000', '1,500']);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(3);
      return (
        <>
          <NumberInput label="Count" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(1000)}>
            Set
          </button>
        </>
      );
    }
    renderInUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(field().value).toBe('1,000');
  });

  it('sends its value in a form under its name', () => {
    renderInUi(
      <form aria-label="order">
        <NumberInput label="Count" name="count" defaultValue={1234.5} />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form');
    expect(new FormData(form).get('count')).toBe('1234.5');
  });

  it('does not step when read-only', async () => {
    renderInUi(<NumberInput label="Count" defaultValue={5} readOnly />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field().value).toBe('5');
  });
});
