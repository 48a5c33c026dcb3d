// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { DateRangePicker } from './DateRangePicker';
import { quickDateRange } from './quickDateRanges';

describe('quickDateRange', () => {
  const today = dayjs('2024-08-20');

  it('gives this month from its first day to today', () => {
    expect(quickDateRange('thisMonth', today)).toEqual({ start: '2024-08-01', end: '2024-08-20' });
  });

  it('gives the last 3 months', () => {
    expect(quickDateRange('threeMonths', today)).toEqual({ start: '2024-05-20', end: '2024-08-20' });
  });

  it('gives the last 6 months', () => {
    expect(quickDateRange('sixMonths', today)).toEqual({ start: '2024-02-20', end: '2024-08-20' });
  });
});

describe('DateRangePicker', () => {
  it("says 'end time is before start time' on the end field", () => {
    renderInUi(<DateRangePicker label="Created" defaultValue={{ start: '2024-03-10', end: '2024-03-01' }} />);
    const end = screen.getByRole('textbox', { name: 'End date' });
    expect([end.getAttribute('aria-invalid'), screen.getByText('End time is before start time')]).toEqual([
      'true',
      expect.anything(),
    ]);
  });

  it('says it in the interface language', () => {
    renderInUi(
      <DateRangePicker label="创建时间" defaultValue={{ start: '2024-03-10', end: '2024-03-01' }} />,
      'zh-CN',
    );
    expect(screen.getByText('结束时间早于开始时间')).toBeTruthy();
  });

  it('accepts the same day at both ends', () => {
    renderInUi(<DateRangePicker label="Created" defaultValue={{ start: '2024-03-10', end: '2024-03-10' }} />);
    expect(screen.getByRole('group', { name: 'Created' }).dataset.state).toBe('valid');
  });

  it('offers the quick ranges of the spec', () => {
    renderInUi(<DateRangePicker label="Created" />);
    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    expect([...quick.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'This month',
      'Last 3 months',
      'Last 6 months',
    ]);
  });

  it('fills both ends from a quick range', async () => {
    const onChange = vi.fn();
    renderInUi(<DateRangePicker label="Created" today="2024-08-20" onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 3 months' }));
    expect([
      onChange.mock.lastCall?.[0],
      (screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value,
    ]).toEqual([{ start: '2024-05-20', end: '2024-08-20' }, '2024-05-20']);
  });

  it('reports a typed end', async () => {
    const onChange = vi.fn();
    renderInUi(
      <DateRangePicker
        label="Created"
        defaultValue={{ start: '2024-03-01', end: null }}
        onChange={onChange}
      />,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'End date' }), '20240331');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-03-01', end: '2024-03-31' });
  });

  it("opens a field's calendar, loaded on first use, with the range shaded", async () => {
    renderInUi(<DateRangePicker label="Created" defaultValue={{ start: '2024-03-05', end: '2024-03-14' }} />);
    // The second calendar button, the end field's.
    const endButton = screen.getAllByRole('button', { name: 'Choose a date' })[1] as HTMLElement;
    await userEvent.setup().click(endButton);
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(calendar.querySelectorAll('td[data-in-range]')).toHaveLength(10);
  });
});
