import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Packages/ui/Feedback/Alert',
  tags: ['autodocs'],
  component: Alert,
  args: {
    variant: 'info',
    children: 'The import of 1,200 expense lines takes about 15 minutes.',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Alert {...args} />
    </div>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information, announced politely (`role="status"`). */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').dataset.variant).toBe('info');
  },
};

/** Success. */
export const Success: Story = {
  args: { variant: 'success', children: 'The tenant Acme was saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').dataset.variant).toBe('success');
  },
};

/** Warning, announced at once (`role="alert"`). */
export const Warning: Story = {
  args: { variant: 'warning', children: 'The contract of the tenant Acme ends in 3 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').dataset.variant).toBe('warning');
  },
};

/** Error, announced at once. */
export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', children: 'The export failed: the 10,000-line cap was reached.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').dataset.variant).toBe('error');
  },
};

/** With a title and an action. */
export const WithTitleAndActions: Story = {
  args: {
    variant: 'warning',
    title: '12 rows failed',
    children: 'More than 10 rows failed to import: download the error file to see why.',
    actions: (
      <Button size="sm" variant="secondary">
        Download the error file
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download the error file' })).toBeTruthy();
  },
};

/** Dismissible: the × (keyboard reachable) hides it and calls `onDismiss`. */
export const Dismissible: Story = {
  args: { dismissible: true, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Every variant, dark theme, in Japanese. */
export const AllVariantsDarkJapanese: Story = {
  globals: { theme: 'dark', locale: 'ja' },
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <Alert variant="info">インポートには約 15 分かかります。</Alert>
      <Alert variant="success">テナントを保存しました。</Alert>
      <Alert variant="warning" dismissible>
        契約は 3 日後に終了します。
      </Alert>
      <Alert variant="error" title="エクスポートに失敗しました">
        上限の 10,000 行に達しました。
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '閉じる' })).toBeTruthy();
  },
};
