import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Calendar } from './Calendar';

const meta = {
  title: 'Packages/ui/Dates/Calendar',
  tags: ['autodocs'],
  component: Calendar,
  args: { value: '2024-03-05', today: '2024-03-20', onSelect: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month of the chosen day, today outlined. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'March 2024' })).toBeTruthy();
  },
};

/** Keyboard: arrows move by day and week, PageDown by month, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole('button', { name: 'Tuesday, March 5, 2024' });
    await userEvent.click(day);
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Wednesday, March 6, 2024' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{PageDown}{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith('2024-04-13'));
    await expect(canvas.getByRole('grid', { name: 'April 2024' })).toBeTruthy();
  },
};

/** A range shaded between its ends. */
export const WithRange: Story = {
  args: { rangeStart: '2024-03-05', rangeEnd: '2024-03-14' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('td[data-in-range]')).toHaveLength(10);
  },
};

/** In Simplified Chinese: the week starts on Monday, as the zh-cn date locale says. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', '星期一');
  },
};

/** Dark theme, in Japanese. */
export const DarkJapanese: Story = {
  globals: { theme: 'dark', locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading').textContent).toBe('2024年3月');
  },
};
