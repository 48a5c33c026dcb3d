import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider } from './ToastProvider';
import { useToast, type DescribedError } from './useToast';

/** What `describeError` of @opsdesk/http gives for a failed call with a span id header. */
const describeFailedCall = (): DescribedError => ({
  message: 'tenantName: must not be blank',
  spanId: '6f1c2a9e8b7d4c3a',
});

interface ToastDemoProps {
  /** Milliseconds each toast stays; the variant's own duration when left out. */
  readonly duration?: number;
}

function ToastDemo({ duration }: ToastDemoProps) {
  const toast = useToast();
  const options = duration === undefined ? {} : { duration };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onClick={() => toast.success('The tenant Acme was saved.', options)}>Success</Button>
      <Button onClick={() => toast.info('The import runs in the background.', options)}>Info</Button>
      <Button onClick={() => toast.warning('The contract ends in 3 days.', options)}>Warning</Button>
      <Button onClick={() => toast.error('Save failed.', options)}>Error</Button>
      <Button
        variant="primary"
        onClick={() => toast.toastError(new Error('Request failed'), describeFailedCall)}
      >
        Failed call
      </Button>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Feedback/Toast',
  tags: ['autodocs'],
  component: ToastDemo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each variant, kept on screen: success and info are polite `status` toasts, errors are `alert`s. */
export const Variants: Story = {
  args: { duration: Infinity },
  play: async ({ canvas }) => {
    for (const name of ['Success', 'Info', 'Warning', 'Error']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(await screen.findByText('The tenant Acme was saved.')).toBeTruthy();
    await expect(screen.getByRole('alert').dataset.variant).toBe('error');
    await expect(screen.getAllByRole('status')).toHaveLength(3);
  },
};

/** A failed call through `toastError(error, describeError)`: the message and `spanId: ...`. */
export const FailedCallWithSpanId: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Failed call' }));
    const toast = await screen.findByRole('alert');
    await expect(toast.textContent).toContain('tenantName: must not be blank');
    await expect(screen.getByRole('button', { name: 'spanId: 6f1c2a9e8b7d4c3a' })).toBeTruthy();
  },
};

/** Clicking the span id copies it and answers 'copy success' (or 'copy failed' where the page may not copy). */
export const CopySpanId: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Failed call' }));
    await userEvent.click(await screen.findByRole('button', { name: 'spanId: 6f1c2a9e8b7d4c3a' }));
    await waitFor(() => expect(screen.queryByText(/^复制(成功|失败)$/)).not.toBeNull());
  },
};

/** The pointer on a toast pauses its timer (`data-state="paused"`); leaving resumes it. */
export const PausedOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const toast = await screen.findByRole('alert');
    await userEvent.hover(toast);
    await expect(toast.dataset.state).toBe('paused');
  },
};

/** Keyboard: F8 moves the focus to the toasts, Escape dismisses the focused one. */
export const KeyboardDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    const toast = await screen.findByRole('status');
    await userEvent.keyboard('{F8}');
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};

/** Dark theme, in Traditional Chinese. */
export const DarkTraditionalChinese: Story = {
  args: { duration: Infinity },
  globals: { theme: 'dark', locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Failed call' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findAllByRole('button', { name: '關閉' })).toHaveLength(2);
  },
};
