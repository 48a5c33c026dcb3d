import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ConfirmProvider } from '../../components/ConfirmProvider';
import { QuickRepliesDialog, type QuickRepliesDialogProps } from './QuickRepliesDialog';
import { withPersonalMessages } from './test/PersonalIntl';
import {
  createStoryStore,
  replyReplies,
  signOffReplies,
  type StoryStoreOptions,
} from './test/storyQuickRepliesStore';

interface DemoProps extends Omit<QuickRepliesDialogProps, 'store'> {
  /** The simulated store: its replies, its failures, its delay (story only). */
  readonly storeOptions: StoryStoreOptions;
}

function QuickRepliesDemo({ storeOptions, kind, ...props }: DemoProps) {
  const { store } = useMemo(() => createStoryStore(storeOptions), [storeOptions]);
  const [count, setCount] = useState<number | null>(null);
  return (
    <ConfirmProvider>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <QuickRepliesDialog
          {...props}
          kind={kind}
          store={store}
          trigger={<Button>Manage quick replies</Button>}
          onRepliesChange={(replies) => setCount(replies.length)}
        />
        <output aria-label="Replies">{count === null ? 'Unchanged' : `${count} replies`}</output>
      </div>
    </ConfirmProvider>
  );
}

const usage = `
The user's canned opinions, for the sign-off opinion (500 characters each) and the reply opinion (200),
spec §5 and §9. Add, edit, reorder (the arrow buttons or **Alt+↑ / Alt+↓**) and delete (after a
confirmation); a reply must have text, fit its kind's limit and not repeat another. Everything goes
through an injected, asynchronous **store**; a failure is shown in the dialog, a failed move is undone,
and the text being written stays. \`OpinionField\` opens this dialog from its "Quick replies" list.

\`\`\`tsx
import { Button, QuickRepliesDialog, createLocalQuickRepliesStore, type QuickRepliesStore } from '@opsdesk/ui';

// In the browser, one list per user:
const local = createLocalQuickRepliesStore(window.localStorage, { key: \`opsdesk.quickReplies.\${user.id}\` });

// Or on the server:
const remote: QuickRepliesStore = {
  list: (kind) => api.quickReplies.list({ kind }),
  save: (reply) => api.quickReplies.save(reply),
  remove: (id) => api.quickReplies.remove(id),
  reorder: (ids) => api.quickReplies.reorder(ids),
};

<QuickRepliesDialog kind="signOff" store={local} trigger={<Button>Manage quick replies</Button>} />
\`\`\`

The local store refuses with \`QuickReplyStoreError\` (\`duplicate\`, \`tooLong\`, \`required\`, \`notFound\`,
and \`quota\` when the browser storage is full: the dialog says so, spec §5).
`;

const meta = {
  title: 'Packages/ui/Dialogs/QuickRepliesDialog',
  tags: ['autodocs'],
  // The props table documents the dialog; the stories render it with a simulated store.
  component: QuickRepliesDialog as unknown as ComponentType<DemoProps>,
  render: (args) => <QuickRepliesDemo {...args} />,
  decorators: [withPersonalMessages],
  args: { kind: 'signOff', storeOptions: { replies: signOffReplies } },
  argTypes: { kind: { control: 'inline-radio', options: ['signOff', 'reply'] } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Manage quick replies' }));
  return screen.findByRole('dialog');
}

async function texts(dialog: HTMLElement) {
  const list = await within(dialog).findByRole('list', { name: 'Saved quick replies' });
  return Array.from(list.querySelectorAll('li p'), (text) => text.textContent);
}

const rowButton = (dialog: HTMLElement, text: string, name: string) =>
  within(within(dialog).getByText(text).closest('li') as HTMLElement).getByRole('button', { name });

/** Closed: opened by keyboard from its trigger; the focus goes back there on Escape. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Manage quick replies' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Quick replies for sign-off opinions' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** The saved replies, in the user's order, each with its actions. */
export const List: Story = {
  play: async () => {
    const dialog = await open();
    await expect(await texts(dialog)).toEqual(signOffReplies.map((reply) => reply.text));
  },
};

/** Loading the replies. */
export const Loading: Story = {
  args: { storeOptions: { replies: signOffReplies, delayMs: 60_000 } },
  play: async () => {
    const dialog = await open();
    await expect(within(dialog).getByText('Loading the quick replies…')).toBeVisible();
  },
};

/** The replies could not be loaded: Retry. */
export const LoadFailed: Story = {
  args: { storeOptions: { replies: signOffReplies, failing: { list: new Error('502 Bad Gateway') } } },
  play: async () => {
    const dialog = await open();
    await expect(await within(dialog).findByText('The quick replies could not be loaded.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** No replies yet. */
export const Empty: Story = {
  args: { storeOptions: { replies: [] } },
  play: async () => {
    const dialog = await open();
    await expect(await within(dialog).findByText('No quick replies yet')).toBeVisible();
  },
};

/** A reply added at the end; the editor is empty again. */
export const Added: Story = {
  play: async ({ canvas }) => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Approved with comments: see the attachment.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(async () =>
      expect((await texts(dialog)).at(-1)).toBe('Approved with comments: see the attachment.'),
    );
    // The page behind the modal dialog is hidden from assistive technology, so the query says hidden.
    await expect(canvas.getByRole('status', { name: 'Replies', hidden: true })).toHaveTextContent(
      '4 replies',
    );
  },
};

/** Nothing written: text is required. */
export const Required: Story = {
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
  },
};

/** The same text again (case and spacing aside): refused. */
export const Duplicate: Story = {
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.type(within(dialog).getByRole('textbox'), 'approved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText('This quick reply already exists')).toBeVisible();
  },
};

/** A reply opinion's replies hold 200 characters at most: the editor stops there. */
export const ReplyLimit: Story = {
  args: { kind: 'reply', storeOptions: { replies: replyReplies } },
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    const editor = within(dialog).getByRole('textbox');
    await userEvent.click(editor);
    await userEvent.paste('Please attach the original receipt. '.repeat(6));
    await expect(within(dialog).getByText('200/200')).toBeVisible();
  },
};

/** Editing a reply: its row is marked, the editor holds its text. */
export const Editing: Story = {
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.click(rowButton(dialog, 'Approved.', 'Edit'));
    const editor = within(dialog).getByRole('textbox', { name: 'Edit the quick reply' });
    await expect(editor).toHaveValue('Approved.');
    await userEvent.type(editor, ' Thank you.');
  },
};

/** Reordered by keyboard: Alt+↓ moves the focused reply down, the focus follows it. */
export const ReorderByKeyboard: Story = {
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    rowButton(dialog, 'Approved.', 'Edit').focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect((await texts(dialog))[1]).toBe('Approved.');
    await waitFor(() =>
      expect(within(dialog).getByText('Approved.').closest('li')).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
  },
};

/** The store refused the new order: the move is undone and the reason shown. */
export const ReorderFailed: Story = {
  args: { storeOptions: { replies: signOffReplies, failing: { reorder: new Error('socket hang up') } } },
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.click(rowButton(dialog, 'Approved.', 'Move down'));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The operation failed.');
    await expect((await texts(dialog))[0]).toBe('Approved.');
  },
};

/** Deleting asks first. */
export const DeleteConfirmation: Story = {
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.click(rowButton(dialog, 'Approved.', 'Delete'));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete this quick reply?' })).toBeVisible();
  },
};

/** Deleted: the focus moves to the next reply. */
export const Deleted: Story = {
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.click(rowButton(dialog, 'Approved.', 'Delete'));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await texts(dialog)).toHaveLength(2));
  },
};

/** The browser storage is full (spec §5): said in the dialog, the text kept. */
export const StorageFull: Story = {
  args: { storeOptions: { replies: signOffReplies, quota: 300 } },
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.type(
      within(dialog).getByRole('textbox'),
      'Approved; the taxi receipts are accepted without invoice.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The browser’s storage is full');
    await expect(within(dialog).getByRole('textbox')).toHaveValue(
      'Approved; the taxi receipts are accepted without invoice.',
    );
  },
};

/** Japanese, reply opinions. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    kind: 'reply',
    storeOptions: {
      replies: [
        { kind: 'reply', text: '承知しました。' },
        { kind: 'reply', text: '領収書の原本を添付してください。' },
      ],
    },
  },
  play: async () => {
    await open();
    await expect(await screen.findByRole('dialog', { name: '返信意見の定型文' })).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await open();
    await texts(dialog);
    await userEvent.click(rowButton(dialog, 'Approved.', 'Edit'));
  },
};
