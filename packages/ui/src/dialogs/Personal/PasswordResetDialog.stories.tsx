import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { PasswordResetDialog, type PasswordResetDialogProps } from './PasswordResetDialog';
import { withPersonalMessages } from './test/PersonalIntl';

/** How the simulated password call answers. */
type Server = 'ok' | 'wrongPassword' | 'failure' | 'pending';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const answers: Readonly<Record<Server, () => Promise<void>>> = {
  ok: () => wait(200),
  wrongPassword: () =>
    wait(200).then(() =>
      Promise.reject({
        status: 400,
        body: { validationErrors: [{ field: 'oldPassword', message: 'The current password is wrong' }] },
      }),
    ),
  failure: () => wait(200).then(() => Promise.reject(new Error('socket hang up'))),
  pending: () => new Promise<never>(() => undefined),
};

interface DemoProps extends Omit<PasswordResetDialogProps, 'onSubmit'> {
  /** How the simulated call answers (story only). */
  readonly server: Server;
}

function PasswordResetDemo({ server, ...props }: DemoProps) {
  const [result, setResult] = useState('Not changed');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <PasswordResetDialog
        {...props}
        username="zhang.wei@opsdesk.example"
        trigger={<Button>{props.requireCurrent ? 'Change password…' : 'Forgot password?'}</Button>}
        onSubmit={async (values) => {
          await answers[server]();
          setResult(
            `Changed to ${values.newPassword.length} characters${values.token ? ` with ${values.token}` : ''}`,
          );
        }}
      />
      <output aria-label="Result">{result}</output>
    </div>
  );
}

const usage = `
The password dialog of spec §5, **transport-free**: \`onSubmit\` makes the call. The rules are the
package's \`passwordSchema\` (configurable length, a digit, a lower-case letter, an upper-case letter and
a special character) and the two entries must match; a new password equal to the current one is
refused. The checklist under the new password ticks as the user types (a polite live region), each
password has a "Show password" toggle.

\`\`\`tsx
import { Button, PasswordResetDialog } from '@opsdesk/ui';

<PasswordResetDialog
  minLength={settings.passwordMin}
  maxLength={settings.passwordMax}
  username={user.email}
  trigger={<Button>Change password…</Button>}
  onSubmit={({ currentPassword, newPassword }) => api.changePassword({ oldPassword: currentPassword, newPassword })}
  describeError={describeError}
  onSuccess={() => toast.success(t('password.changed'))}
/>
\`\`\`

The forgot-password flow leaves out the current password: it asks for the verification code, or takes
the link's token.

\`\`\`tsx
<PasswordResetDialog requireCurrent={false} token={search.get('token') ?? undefined} open onSubmit={resetPassword} />
\`\`\`

A 400 whose \`validationErrors\` name \`currentPassword\` / \`oldPassword\` (the wrong password),
\`newPassword\` or \`confirmPassword\` shows each message on its field; any other failure shows above the
fields. Either way, what the user typed stays.
`;

const meta = {
  title: 'Packages/ui/Dialogs/PasswordResetDialog',
  tags: ['autodocs'],
  // The props table documents the dialog; the stories render it in a demo with a simulated server.
  component: PasswordResetDialog as unknown as ComponentType<DemoProps>,
  render: (args) => <PasswordResetDemo {...args} />,
  decorators: [withPersonalMessages],
  args: { minLength: 8, maxLength: 20, requireCurrent: true, server: 'ok' },
  argTypes: {
    minLength: { control: { type: 'number', min: 1 } },
    maxLength: { control: { type: 'number', min: 1 } },
    server: { control: 'inline-radio', options: ['ok', 'wrongPassword', 'failure', 'pending'] },
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(name: RegExp | string = 'Change password…') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fill(dialog: HTMLElement, values: Readonly<Record<string, string>>) {
  for (const [label, text] of Object.entries(values)) {
    await userEvent.clear(field(dialog, label));
    await userEvent.type(field(dialog, label), text);
  }
}

const valid = {
  'Current password': 'Old-pass1',
  'New password': 'New-pass1',
  'Confirm the new password': 'New-pass1',
};

const ruleStates = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('[data-rule]'), (rule) => rule.getAttribute('data-state'));

/** Closed: the trigger opens the dialog by keyboard, the focus starts on the current password, Escape gives it back. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Change password…' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Current password')));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** Open and empty: every rule of the checklist still to meet. */
export const Empty: Story = {
  play: async () => {
    const dialog = await open();
    await expect(ruleStates(dialog)).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
  },
};

/** The checklist ticks as the user types: here the lower-case letter, the upper-case letter and the digit. */
export const ChecklistTicking: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'New password'), 'Abc1');
    await expect(ruleStates(dialog)).toEqual(['unmet', 'met', 'met', 'met', 'unmet']);
  },
};

/** Every rule met, the confirmation matching. */
export const AllRulesMet: Story = {
  play: async () => {
    const dialog = await open();
    await fill(dialog, valid);
    await expect(ruleStates(dialog)).toEqual(['met', 'met', 'met', 'met', 'met']);
  },
};

/** Saved with rules unmet: the field says the first one, the checklist turns the unmet ones red. */
export const RuleErrors: Story = {
  play: async () => {
    const dialog = await open();
    await fill(dialog, { 'Current password': 'Old-pass1', 'New password': 'abcdefgh' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(await within(dialog).findByText('The password must include a digit')).toBeVisible();
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
  },
};

/** The confirmation does not match. */
export const Mismatch: Story = {
  play: async () => {
    const dialog = await open();
    await fill(dialog, { ...valid, 'Confirm the new password': 'New-pass2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(await within(dialog).findByText('The two passwords do not match')).toBeVisible();
  },
};

/** The new password is the current one. */
export const SameAsCurrent: Story = {
  play: async () => {
    const dialog = await open();
    await fill(dialog, { ...valid, 'Current password': 'New-pass1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(
      await within(dialog).findByText('The new password must differ from the current one'),
    ).toBeVisible();
  },
};

/** Configured bounds (10 to 16 characters): the checklist and the messages follow. */
export const CustomLength: Story = {
  args: { minLength: 10, maxLength: 16 },
  play: async () => {
    const dialog = await open();
    await fill(dialog, valid);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(within(dialog).getByText('10 to 16 characters')).toBeVisible();
    await expect(
      await within(dialog).findByText('The password cannot be shorter than 10 characters'),
    ).toBeVisible();
  },
};

/** A password shown: the toggle is pressed and the characters are readable. */
export const PasswordShown: Story = {
  play: async () => {
    const dialog = await open();
    await fill(dialog, { 'New password': 'New-pass1' });
    const input = field(dialog, 'New password');
    const toggle = within(input.parentElement as HTMLElement).getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** Saving: the button is busy until the call answers. */
export const Saving: Story = {
  args: { server: 'pending' },
  play: async () => {
    const dialog = await open();
    await fill(dialog, valid);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Change password' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Changed: the dialog closes, the focus goes back to the trigger. */
export const Changed: Story = {
  play: async ({ canvas }) => {
    const dialog = await open();
    await fill(dialog, valid);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('Changed to 9 characters');
    await expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Change password…' }));
  },
};

/** The server says the current password is wrong: on its field, everything typed kept. */
export const WrongCurrentPassword: Story = {
  args: { server: 'wrongPassword' },
  play: async () => {
    const dialog = await open();
    await fill(dialog, valid);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(await within(dialog).findByText('The current password is wrong')).toBeVisible();
    await expect(field(dialog, 'Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'New password')).toHaveValue('New-pass1');
  },
};

/** Any other failure: the generic error above the fields, everything typed kept. */
export const ServerFailure: Story = {
  args: { server: 'failure' },
  play: async () => {
    const dialog = await open();
    await fill(dialog, valid);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The operation failed.');
    await expect(field(dialog, 'Confirm the new password')).toHaveValue('New-pass1');
  },
};

/** Forgot password: no current password; the code from the reset message is asked for. */
export const ForgotPasswordWithCode: Story = {
  args: { requireCurrent: false },
  play: async () => {
    const dialog = await open('Forgot password?');
    await expect(within(dialog).queryByLabelText(/^Current password/)).toBeNull();
    await fill(dialog, { 'Verification code': '482913', 'New password': 'New-pass1' });
  },
};

/** Forgot password from the reset link: its token is given, only the new password is asked for. */
export const ForgotPasswordWithToken: Story = {
  args: { requireCurrent: false, token: 'rt-7f3a' },
  play: async () => {
    const dialog = await open('Forgot password?');
    await expect(within(dialog).queryByLabelText(/^Verification code/)).toBeNull();
    await fill(dialog, { 'New password': 'New-pass1' });
  },
};

/** Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async () => {
    const dialog = await open();
    await expect(within(dialog).getByText('8 到 20 个字符')).toBeVisible();
    await userEvent.type(field(dialog, '新密码'), 'Abc1!');
  },
};

/** Dark theme. */
export const Dark: Story = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await open();
    await fill(dialog, { 'New password': 'Abc1' });
  },
};
