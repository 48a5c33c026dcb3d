// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Calendar } from './Calendar';

function focusedDate() {
  return (document.activeElement as HTMLElement | null)?.dataset.date;
}

describe('Calendar', () => {
  it('shows the month of the value with a grid named by it', () => {
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} today="2024-03-20" />);
    expect(screen.getByRole('grid', { name: 'March 2024' })).toBeTruthy();
  });

  it('has one tab stop, the selected day', () => {
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} today="2024-03-20" />);
    const stops = screen
      .getAllByRole('button')
      .filter((button) => button.dataset.date && button.tabIndex === 0);
    expect(stops.map((button) => button.dataset.date)).toEqual(['2024-03-05']);
  });

  it('marks today', () => {
    renderInUi(<Calendar onSelect={() => undefined} today="2024-03-20" />);
    expect(document.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe('2024-03-20');
  });

  it('moves by day and week with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} autoFocus />);
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(focusedDate()).toBe('2024-03-11');
  });

  it('moves into the next month past its last day', async () => {
    const user = userEvent.setup();
    renderInUi(<Calendar value="2024-03-31" onSelect={() => undefined} autoFocus />);
    await user.keyboard('{ArrowRight}');
    expect([focusedDate(), screen.getByRole('heading').textContent]).toEqual(['2024-04-01', 'April 2024']);
  });

  it('moves by month with PageDown and by year with Shift+PageUp', async () => {
    const user = userEvent.setup();
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} autoFocus />);
    await user.keyboard('{PageDown}{Shift>}{PageUp}{/Shift}');
    expect(focusedDate()).toBe('2023-04-05');
  });

  it('chooses the focused day with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderInUi(<Calendar value="2024-03-05" onSelect={onSelect} autoFocus />);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2024-03-06');
  });

  it('starts the week on Sunday in English', () => {
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} />);
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('Sunday');
  });

  it('starts the week on Monday in Chinese, as the date locale says', () => {
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} />, 'zh-CN');
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('星期一');
  });

  it('names the month in the interface language', () => {
    renderInUi(<Calendar value="2024-03-05" onSelect={() => undefined} />, 'ja');
    expect(screen.getByRole('heading').textContent).toBe('2024年3月');
  });

  it('shows the next month with its button', async () => {
    renderInUi(<Calendar value="2024-12-05" onSelect={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading').textContent).toBe('January 2025');
  });
});
