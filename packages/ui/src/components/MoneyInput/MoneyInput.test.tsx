// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { MoneyInput } from './MoneyInput';

const field = () => screen.getByRole<HTMLInputElement>('spinbutton');

describe('MoneyInput', () => {
  it('shows thousands separators and 2 decimals when you leave the field', async () => {
    renderInUi(<MoneyInput label="Amount" />);
    await userEvent.type(field(), '1234567');
    await userEvent.tab();
    expect(field().value).toBe('1,234,567.00');
  });

  it('rounds to 2 decimals half away from zero', async () => {
    const onValueChange = vi.fn();
    renderInUi(<MoneyInput label="Amount" defaultValue={1.005} onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field().value).toBe('1.01');
  });

  it('refuses a third decimal', async () => {
    renderInUi(<MoneyInput label="Amount" />);
    await userEvent.type(field(), '9.999');
    expect(field().value).toBe('9.99');
  });

  it('holds at most 15 digits with its 2 decimals: 13 before the decimal separator', async () => {
    renderInUi(<MoneyInput label="Amount" />);
    await userEvent.type(field(), '12345678901234');
    expect(field().value).toBe('1234567890123');
  });

  it('reads a pasted "1,234.50"', async () => {
    const onValueChange = vi.fn();
    renderInUi(<MoneyInput label="Amount" onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.paste('1,234.50');
    await userEvent.tab();
    expect([onValueChange.mock.lastCall?.[0], field().value]).toEqual([1234.5, '1,234.50']);
  });

  it('reads full-width digits typed with a Chinese input method', async () => {
    renderInUi(<MoneyInput label="金额" />, 'zh-CN');
    await userEvent.click(field());
    await userEvent.paste('８８．８');
    await userEvent.tab();
    expect(field().value).toBe('88.80');
  });

  it('shows Italian amounts with Italian separators', async () => {
    renderInUi(<MoneyInput label="Importo" defaultValue={1234567.5} />, 'it');
    expect(field().value).toBe('1.234.567,50');
  });

  it('shows its currency before the amount', () => {
    renderInUi(<MoneyInput label="Amount" currency="CNY" />);
    expect(field().parentElement?.textContent).toBe('CNY');
  });

  it('refuses a negative amount unless min allows one', async () => {
    renderInUi(<MoneyInput label="Amount" />);
    await userEvent.type(field(), '-5');
    expect(field().value).toBe('5');
  });

  it('takes a negative amount when min allows one', async () => {
    renderInUi(<MoneyInput label="Adjustment" min={-1000} />);
    await userEvent.type(field(), '-5');
    await userEvent.tab();
    expect(field().value).toBe('-5.00');
  });

  it('steps by 1 with the arrow keys and keeps 2 decimals', async () => {
    renderInUi(<MoneyInput label="Amount" defaultValue={10.5} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field().value).toBe('11.50');
  });
});
