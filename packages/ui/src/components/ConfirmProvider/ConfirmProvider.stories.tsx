import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm, type ConfirmOptions } from './useConfirm';

function ConfirmDemo(options: ConfirmOptions) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('No answer yet');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Button
        variant={options.variant === 'danger' ? 'danger' : 'primary'}
        onClick={async () => setAnswer((await confirm(options)) ? 'Confirmed' : 'Cancelled')}
      >
        Ask
      </Button>
      <output aria-label="Answer">{answer}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Feedback/Confirm',
  tags: ['autodocs'],
  component: ConfirmDemo,
  args: {
    title: 'Publish the release 2.14 to stage?',
    description: 'Every tenant on stage gets it within 5 minutes.',
    confirmLabel: 'Publish',
    variant: 'default',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'danger'] } },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks in an alertdialog with the focus on Cancel; the action resolves the promise with true. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish the release 2.14 to stage?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await expect(canvas.getByRole('status', { name: 'Answer' }).textContent).toBe('Confirmed');
  },
};

/** Escape (or Cancel) resolves false and gives the focus back. */
export const CancelledWithEscape: Story = {
  play: async ({ canvas }) => {
    const ask = canvas.getByRole('button', { name: 'Ask' });
    await userEvent.click(ask);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Answer' }).textContent).toBe('Cancelled'));
    await waitFor(() => expect(ask).toHaveFocus());
  },
};

/** A destructive action: red, and Enter on the focused Cancel never deletes. */
export const Danger: Story = {
  args: {
    title: 'Delete the tenant Acme?',
    description: 'Its 12 companies and their settings are deleted too. This cannot be undone.',
    confirmLabel: 'Delete',
    variant: 'danger',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('alertdialog', { name: 'Delete the tenant Acme?' });
    await expect(screen.getByRole('button', { name: 'Delete' }).dataset.variant).toBe('danger');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Without a description, with the default labels, in Simplified Chinese (取消 / 确定). */
export const DefaultLabelsChinese: Story = {
  args: { title: '确认提交？', description: undefined, confirmLabel: undefined },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('alertdialog', { name: '确认提交？' });
    await expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    await expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  },
};
