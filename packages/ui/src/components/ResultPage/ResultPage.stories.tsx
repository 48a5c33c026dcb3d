import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ResultPage } from './ResultPage';

const meta = {
  title: 'Packages/ui/Feedback/ResultPage',
  tags: ['autodocs'],
  component: ResultPage,
  args: { status: 404, homeHref: '#/main/dashboard' },
  argTypes: { status: { control: 'inline-radio', options: [403, 404, 500] } },
} satisfies Meta<typeof ResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 403: no permission; the caller adds a way to ask for access. */
export const Forbidden: Story = {
  args: { status: 403, actions: <Button>Ask for access</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveFocus();
  },
};

/** 404: no such page. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  },
};

const onRetry = fn();

/** 500 with the span id of the failed call: the copy button copies it and says so; Retry retries. */
export const ServerError: Story = {
  args: { status: 500, spanId: '7f3a9c2e1b4d6a80', onRetry },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await expect(canvas.getByText('spanId: 7f3a9c2e1b4d6a80')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the spanId' }));
    await expect(writeText).toHaveBeenCalledWith('7f3a9c2e1b4d6a80');
    await expect(await canvas.findByText('Copied')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** 500 when the clipboard is refused: "Copy failed". */
export const ServerErrorCopyFails: Story = {
  args: { status: 500, spanId: '7f3a9c2e1b4d6a80' },
  play: async ({ canvas }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the spanId' }));
    await expect(await canvas.findByText('Copy failed')).toBeVisible();
  },
};

/** 500 without a span id (the response carried none). */
export const ServerErrorWithoutSpanId: Story = { args: { status: 500, onRetry } };

/** A reason of the caller's: the permission the page needs. */
export const CustomReason: Story = {
  args: {
    status: 403,
    reason: 'This page needs the finance-receivables menu. Ask your administrator for it.',
  },
};

/** No actions at all. */
export const WithoutActions: Story = { args: { status: 404, homeHref: undefined } };

/** Dark theme, 403. */
export const DarkForbidden: Story = { args: { status: 403 }, globals: { theme: 'dark' } };

/** Dark theme, 404. */
export const DarkNotFound: Story = { globals: { theme: 'dark' } };

/** Dark theme, 500 with a span id. */
export const DarkServerError: Story = {
  args: { status: 500, spanId: '7f3a9c2e1b4d6a80', onRetry },
  globals: { theme: 'dark' },
};

/** In Simplified Chinese. */
export const SimplifiedChinese: Story = {
  args: { status: 500, spanId: '7f3a9c2e1b4d6a80', onRetry },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '服务器错误' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeTruthy();
  },
};

/** In Italian. */
export const Italian: Story = { args: { status: 403 }, globals: { locale: 'it' } };
