import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Packages/ui/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: 'Sign-off opinion', onChange: fn() },
  argTypes: {
    limit: { control: 'select', options: [undefined, 'signOffOpinion', 'replyOpinion', 'address', 10] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sign-off opinion: 500 characters at most, the count under the field. */
export const SignOffOpinion: Story = {
  args: { limit: 'signOffOpinion', placeholder: 'Why do you approve or reject?' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sign-off opinion' }), 'Approved');
    await expect(canvas.getByText('8/500')).toBeVisible();
  },
};

/** A reply opinion: 200 characters. Chinese characters count as one each. */
export const ReplyOpinion: Story = {
  args: { label: '回复意见', limit: 'replyOpinion', defaultValue: '已核对发票，同意报销。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('11/200')).toBeVisible();
  },
};

/** An address: 100 characters. */
export const Address: Story = {
  args: { label: 'Mailing address', limit: 'address', rows: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/100')).toBeVisible();
  },
};

/** At the limit: typing further is refused, what was typed stays, and the refusal is announced. */
export const AtTheLimit: Story = {
  args: { label: 'Short note', limit: 10, defaultValue: 'Approved, ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Short note' });
    await userEvent.type(textarea, 'thanks');
    await expect(textarea).toHaveValue('Approved, ');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

/** A paste longer than the room left keeps what fits. */
export const PastePastTheLimit: Story = {
  args: { label: 'Short note', limit: 12, defaultValue: '同意' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Short note' });
    await userEvent.click(textarea);
    await userEvent.paste('报销，发票与行程单一致，金额无误。');
    await expect(textarea).toHaveValue('同意报销，发票与行程单一');
  },
};

/** Without a limit there is no count. */
export const WithoutLimit: Story = {
  args: { label: 'Internal remark', description: 'Only operations staff see this.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Only operations staff see this.',
    );
  },
};

/** Invalid. */
export const WithError: Story = {
  args: { limit: 'signOffOpinion', error: 'Write why you reject the report.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

/** Disabled, next to an enabled one for comparison. */
export const Disabled: Story = {
  args: { limit: 'replyOpinion', defaultValue: 'Approved.' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Textarea {...args} label="Disabled" disabled />
      <Textarea {...args} label="Enabled" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** Read-only. */
export const ReadOnly: Story = {
  args: { limit: 'replyOpinion', readOnly: true, defaultValue: 'Approved by finance.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await userEvent.type(textarea, '!');
    await expect(textarea).toHaveValue('Approved by finance.');
  },
};

/** The dark theme, at the limit. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  args: { label: 'Short note', limit: 10, defaultValue: 'Approved, ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10/10')).toBeVisible();
  },
};
