import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { ipAddressSchema, passwordPairSchema, requiredText } from '../../validation/schemas';
import { Button } from '../Button';
import { ConfirmProvider } from '../ConfirmProvider';
import { Input } from '../Input';
import { Form } from './Form';
import { FormField } from './FormField';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
import { useZodForm } from './useZodForm';

const gatewaySchema = z.object({
  tenantName: requiredText(),
  ip: ipAddressSchema(),
  contact: z.email(),
  region: z.string(),
});
type Gateway = z.input<typeof gatewaySchema>;

/** How the story's fake server answers a save. */
type ServerAnswer = 'ok' | 'validation' | 'failure';

const answers: Readonly<Record<ServerAnswer, () => Promise<void>>> = {
  ok: () => Promise.resolve(),
  validation: () =>
    Promise.reject({
      status: 400,
      body: {
        validationErrors: [
          { field: 'tenantName', message: 'A tenant with this name already exists' },
          { field: 'contractNo', message: 'The contract is closed' },
        ],
      },
    }),
  failure: () => Promise.reject(new Error('socket hang up')),
};

interface GatewayFormProps {
  readonly server: ServerAnswer;
  readonly defaults?: Partial<Gateway>;
}

function GatewayForm({ server, defaults }: GatewayFormProps) {
  const form = useZodForm(gatewaySchema, {
    defaultValues: { tenantName: '', ip: '', contact: '', region: 'cn', ...defaults },
  });
  const [saved, setSaved] = useState('');
  const { confirmLeave } = useUnsavedChangesPrompt(form.formState.isDirty);
  const [left, setLeft] = useState('');
  return (
    <div style={{ maxWidth: 480 }}>
      <Form
        form={form}
        aria-label="Tenant gateway"
        onSubmit={async (values) => {
          await answers[server]();
          setSaved(`Saved ${values.tenantName}`);
        }}
      >
        <FormField<Gateway> name="tenantName" label="Tenant name" required />
        <FormField<Gateway>
          name="ip"
          label="Gateway IP address"
          description="Four numbers from 0 to 255"
          required
        />
        <FormField<Gateway, 'contact'>
          name="contact"
          required
          render={({ field, error, required }) => (
            <Input
              label="Contact e-mail"
              type="email"
              required={required}
              error={error}
              id={field.id}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormField<Gateway, 'region'>
          name="region"
          label="Region"
          render={({ field }) => (
            <select
              id={field.id}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={field['aria-describedby']}
            >
              <option value="cn">China</option>
              <option value="jp">Japan</option>
              <option value="it">Italy</option>
            </select>
          )}
        />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            Save
          </Button>
          <Button onClick={async () => setLeft((await confirmLeave()) ? 'Left the page' : 'Stayed')}>
            Back to the list
          </Button>
        </div>
      </Form>
      <output aria-label="Result">{saved || left}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Forms/Form',
  tags: ['autodocs'],
  component: GatewayForm,
  args: { server: 'ok' },
  argTypes: { server: { control: 'inline-radio', options: ['ok', 'validation', 'failure'] } },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
} satisfies Meta<typeof GatewayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(values: Readonly<Record<string, string>>) {
  for (const [label, text] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    await userEvent.type(input, text);
  }
}

/** Empty, with the required marks. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Tenant name', { exact: false })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** Saving empty shows each field's rule, translated, tied to its control. */
export const RequiredErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(1));
    await expect(canvas.getByLabelText('Gateway IP address', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The IP rule of spec §5 and zod's own e-mail message, in Japanese. */
export const RuleMessagesJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await fill({ 'Tenant name': 'Acme', 'Gateway IP address': '256.1.1.1', 'Contact e-mail': 'ops@' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('IP アドレスを入力してください（0〜255 の数字 4 つをドットで区切る）'),
    ).toBeTruthy();
  },
};

/** A valid save: the values go to onSubmit and the form is clean again. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await fill({
      'Tenant name': 'Acme',
      'Gateway IP address': '10.20.30.40',
      'Contact e-mail': 'ops@acme.example',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Result' }).textContent).toBe('Saved Acme'),
    );
    await expect(canvas.getByRole('form', { name: 'Tenant gateway' }).dataset.state).toBe('clean');
  },
};

/** A 400 with validationErrors: on the field when the form has it, above the fields otherwise; the values stay. */
export const ServerValidationErrors: Story = {
  args: { server: 'validation' },
  play: async ({ canvas }) => {
    await fill({
      'Tenant name': 'Acme',
      'Gateway IP address': '10.20.30.40',
      'Contact e-mail': 'ops@acme.example',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A tenant with this name already exists')).toBeTruthy();
    await expect(canvas.getByRole('alert').textContent).toContain('contractNo: The contract is closed');
    await expect(canvas.getByLabelText('Tenant name', { exact: false })).toHaveValue('Acme');
  },
};

/** Any other failure: the generic error above the fields. */
export const ServerFailure: Story = {
  args: { server: 'failure' },
  play: async ({ canvas }) => {
    await fill({
      'Tenant name': 'Acme',
      'Gateway IP address': '10.20.30.40',
      'Contact e-mail': 'ops@acme.example',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findByRole('alert')).textContent).toContain('The operation failed.');
  },
};

/** Unsaved changes: leaving asks first; Stay keeps the page. */
export const UnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await fill({ 'Tenant name': 'Acme' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' }).textContent).toBe('Stayed'));
  },
};

const passwordSchema = passwordPairSchema({ min: 8, max: 16 });
type Passwords = z.input<typeof passwordSchema>;

function PasswordForm() {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  return (
    <div style={{ maxWidth: 420 }}>
      <Form form={form} onSubmit={() => undefined} aria-label="Change password">
        <FormField<Passwords>
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField<Passwords>
          name="confirmPassword"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="primary">
          Change password
        </Button>
      </Form>
    </div>
  );
}

/** The password rules of spec §5 (8 to 16 characters here), in Simplified Chinese. */
export const PasswordRules: StoryObj<typeof PasswordForm> = {
  render: () => <PasswordForm />,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await fill({ 'New password': 'abc', 'Repeat the new password': 'abd' });
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('密码长度不能小于 8 位')).toBeTruthy();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeTruthy();
  },
};
