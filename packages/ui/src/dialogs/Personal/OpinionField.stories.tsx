import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmProvider } from '../../components/ConfirmProvider';
import { OpinionField, type OpinionFieldProps } from './OpinionField';
import { withPersonalMessages } from './test/PersonalIntl';
import {
  createStoryStore,
  replyReplies,
  signOffReplies,
  type StoryStoreOptions,
} from './test/storyQuickRepliesStore';

interface DemoProps extends Omit<OpinionFieldProps, 'store'> {
  /** The simulated store: its replies, its failures, its delay (story only). */
  readonly storeOptions: StoryStoreOptions;
}

function OpinionDemo({ storeOptions, defaultValue = '', ...props }: DemoProps) {
  const { store } = useMemo(() => createStoryStore(storeOptions), [storeOptions]);
  const [value, setValue] = useState(defaultValue);
  return (
    <ConfirmProvider>
      <div style={{ maxWidth: 560, minHeight: 380 }}>
        <OpinionField {...props} store={store} value={value} onChange={setValue} />
      </div>
    </ConfirmProvider>
  );
}

const usage = `
The opinion of a sign-off (500 characters) or of a reply (200), spec §5 and §9: a \`Textarea\` with its
count and hard limit, and a **Quick replies** button. Its list inserts a canned reply where the caret
is (replacing a selection; at the end while the user has not been in the field), then puts the caret
after it. A reply that does not fit in the room left is shortened (\`overflow="truncate"\`, the default,
as a paste is) or not inserted (\`overflow="refuse"\`); a message under the field says which. "Manage
quick replies" opens \`QuickRepliesDialog\` on the same store.

\`\`\`tsx
import { OpinionField, createLocalQuickRepliesStore } from '@opsdesk/ui';

const quickReplies = createLocalQuickRepliesStore(window.localStorage, { key: \`opsdesk.quickReplies.\${user.id}\` });

<FormField<Approval, 'opinion'>
  name="opinion"
  render={({ field, error }) => (
    <OpinionField kind="signOff" store={quickReplies} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error} />
  )}
/>
\`\`\`
`;

const meta = {
  title: 'Packages/ui/Dialogs/OpinionField',
  tags: ['autodocs'],
  // The props table documents the field; the stories render it with a simulated store.
  component: OpinionField as unknown as ComponentType<DemoProps>,
  render: (args) => <OpinionDemo {...args} />,
  decorators: [withPersonalMessages],
  args: { kind: 'reply', storeOptions: { replies: replyReplies } },
  argTypes: {
    kind: { control: 'inline-radio', options: ['signOff', 'reply'] },
    overflow: { control: 'inline-radio', options: ['truncate', 'refuse'] },
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Quick replies' }));
  return screen.findByRole('dialog', { name: 'Insert a quick reply' });
}

const long = 'The expense exceeds the hotel standard of the city by 120 CNY a night. '
  .repeat(3)
  .slice(0, 190);

/** A reply opinion: 200 characters. */
export const ReplyOpinion: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reply opinion' })).toBeVisible();
    await expect(canvas.getByText('0/200')).toBeVisible();
  },
};

/** A sign-off opinion: 500 characters. */
export const SignOffOpinion: Story = {
  args: { kind: 'signOff', storeOptions: { replies: signOffReplies } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/500')).toBeVisible();
  },
};

/** The quick replies, the focus on the first; ↑ and ↓ move between them. */
export const PickerOpen: Story = {
  play: async () => {
    const picker = await openPicker();
    const first = await within(picker).findByRole('button', { name: 'Noted, thank you.' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('Please attach the original receipt.');
  },
};

/** Inserted where the caret was; the caret after it. */
export const InsertedAtCaret: Story = {
  args: { defaultValue: 'Dear applicant,  Regards.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox') as HTMLTextAreaElement;
    textarea.focus();
    textarea.setSelectionRange(16, 16);
    const picker = await openPicker();
    await userEvent.click(
      await within(picker).findByRole('button', { name: 'Please attach the original receipt.' }),
    );
    await expect(textarea).toHaveValue('Dear applicant, Please attach the original receipt. Regards.');
    await waitFor(() => expect(document.activeElement).toBe(textarea));
  },
};

/** Longer than the room left: shortened, and said so. */
export const Truncated: Story = {
  args: { defaultValue: long },
  play: async ({ canvas }) => {
    const picker = await openPicker();
    await userEvent.click(
      await within(picker).findByRole('button', { name: 'Please attach the original receipt.' }),
    );
    await expect(canvas.getByText(/only the first 10 of the quick reply’s 35 were inserted/)).toBeVisible();
  },
};

/** Longer than the room left with `overflow="refuse"`: not inserted, and said so. */
export const Refused: Story = {
  args: { defaultValue: long, overflow: 'refuse' },
  play: async ({ canvas }) => {
    const picker = await openPicker();
    await userEvent.click(
      await within(picker).findByRole('button', { name: 'Please attach the original receipt.' }),
    );
    await expect(canvas.getByText(/it needs 35 characters and the opinion has 10 left of 200/)).toBeVisible();
  },
};

/** The opinion is full: nothing can be inserted. */
export const Full: Story = {
  args: { defaultValue: 'x'.repeat(200) },
  play: async ({ canvas }) => {
    const picker = await openPicker();
    await userEvent.click(await within(picker).findByRole('button', { name: 'Noted, thank you.' }));
    await expect(canvas.getByText(/the opinion is at its limit of 200 characters/)).toBeVisible();
  },
};

/** No quick replies yet. */
export const NoQuickReplies: Story = {
  args: { storeOptions: { replies: [] } },
  play: async () => {
    const picker = await openPicker();
    await expect(await within(picker).findByText('No quick replies yet')).toBeVisible();
  },
};

/** Loading the quick replies. */
export const Loading: Story = {
  args: { storeOptions: { replies: replyReplies, delayMs: 60_000 } },
  play: async () => {
    const picker = await openPicker();
    await expect(within(picker).getByText('Loading the quick replies…')).toBeVisible();
  },
};

/** The quick replies could not be loaded: Retry. */
export const LoadFailed: Story = {
  args: { storeOptions: { replies: replyReplies, failing: { list: new Error('502') } } },
  play: async () => {
    const picker = await openPicker();
    await expect(await within(picker).findByText('The quick replies could not be loaded.')).toBeVisible();
  },
};

/** "Manage quick replies" opens the dialog on the same store. */
export const Manage: Story = {
  play: async () => {
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Manage quick replies' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Quick replies for reply opinions' }),
    ).toBeVisible();
  },
};

/** Disabled: no quick replies either. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Approved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quick replies' })).toBeDisabled();
  },
};

/** Invalid, from the form. */
export const WithError: Story = {
  args: {
    kind: 'signOff',
    storeOptions: { replies: signOffReplies },
    error: 'Write why you reject the report.',
    required: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    storeOptions: {
      replies: [
        { kind: 'reply', text: '已收到，謝謝。' },
        { kind: 'reply', text: '請補充發票原件。' },
      ],
    },
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '常用語' }));
    await expect(await screen.findByRole('button', { name: '已收到，謝謝。' })).toBeVisible();
  },
};

/** Dark theme, the list open. */
export const Dark: Story = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  play: async () => {
    const picker = await openPicker();
    await within(picker).findByRole('button', { name: 'Noted, thank you.' });
  },
};
