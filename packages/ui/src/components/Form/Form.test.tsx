// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInUi } from '../../test/renderInUi';
import { ipAddressSchema, passwordPairSchema, requiredText } from '../../validation/schemas';
import { Input } from '../Input';
import { Form, type FormProps } from './Form';
import { FormField } from './FormField';
import { useZodForm } from './useZodForm';

const tenantSchema = z.object({ tenantName: requiredText(), ip: ipAddressSchema(), region: z.string() });
type Tenant = z.input<typeof tenantSchema>;

interface TenantFormProps extends Partial<Omit<FormProps<Tenant>, 'form'>> {
  readonly defaults?: Partial<Tenant>;
}

function TenantForm({ defaults, onSubmit = () => undefined, ...props }: TenantFormProps) {
  const form = useZodForm(tenantSchema, {
    defaultValues: { tenantName: '', ip: '', region: 'cn', ...defaults },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Tenant" {...props}>
      <FormField<Tenant> name="tenantName" label="Tenant name" required />
      <FormField<Tenant> name="ip" label="IP address" description="The tenant's gateway" />
      <FormField<Tenant, 'region'>
        name="region"
        label="Region"
        render={({ field }) => (
          <select {...field} ref={field.ref as never} value={field.value} onChange={field.onChange}>
            <option value="cn">China</option>
            <option value="jp">Japan</option>
          </select>
        )}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

async function fillAndSave(values: Partial<Record<'Tenant name' | 'IP address', string>>) {
  const user = userEvent.setup();
  for (const [label, text] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label, { exact: false }));
    await user.type(screen.getByLabelText(label, { exact: false }), text);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('Form and FormField', () => {
  it('shows a rule message in the interface language', async () => {
    renderInUi(<TenantForm />, 'zh-CN');
    await fillAndSave({ 'IP address': '10.0.0.1' });
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
  });

  it('marks a required field for sight and for assistive technology', () => {
    renderInUi(<TenantForm />);
    expect(screen.getByLabelText('Tenant name', { exact: false }).getAttribute('aria-required')).toBe('true');
  });

  it('ties the error to its control', async () => {
    renderInUi(<TenantForm />);
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '300.1.1.1' });
    const input = await screen.findByLabelText('IP address', { exact: false });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "The tenant's gateway",
      'Enter an IP address: four numbers from 0 to 255, separated by dots',
    ]);
  });

  it('does not submit invalid values', async () => {
    const onSubmit = vi.fn();
    renderInUi(<TenantForm onSubmit={onSubmit} />);
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '1.2.3' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the valid values, a rendered control included', async () => {
    const onSubmit = vi.fn();
    renderInUi(<TenantForm onSubmit={onSubmit} />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Region', { exact: false }), 'jp');
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ tenantName: 'Acme', ip: '10.0.0.1', region: 'jp' }),
    );
  });

  it("puts a server 400's validation errors on their fields and keeps what was typed", async () => {
    const rejection = {
      status: 400,
      body: { validationErrors: [{ field: 'tenantName', message: 'already exists' }] },
    };
    renderInUi(<TenantForm onSubmit={() => Promise.reject(rejection)} />);
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    expect(await screen.findByText('already exists')).toBeTruthy();
    expect((screen.getByLabelText('Tenant name', { exact: false }) as HTMLInputElement).value).toBe('Acme');
  });

  it('maps a server field name through fieldMap', async () => {
    const rejection = {
      response: { data: { validationErrors: [{ field: 'tenant_name', message: 'too long' }] } },
    };
    renderInUi(
      <TenantForm fieldMap={{ tenant_name: 'tenantName' }} onSubmit={() => Promise.reject(rejection)} />,
    );
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    const input = screen.getByLabelText('Tenant name', { exact: false });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows a server error for a field the form lacks above the fields', async () => {
    const rejection = { validationErrors: [{ field: 'contractNo', message: 'is closed' }] };
    renderInUi(<TenantForm onSubmit={() => Promise.reject(rejection)} />);
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    expect((await screen.findByRole('alert')).textContent).toContain('contractNo: is closed');
  });

  it('shows any other failure as the generic error and reports it', async () => {
    const onSubmitError = vi.fn();
    const failure = new Error('socket hang up');
    renderInUi(<TenantForm onSubmitError={onSubmitError} onSubmit={() => Promise.reject(failure)} />);
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    expect((await screen.findByRole('alert')).textContent).toContain('The operation failed.');
    expect(onSubmitError).toHaveBeenCalledWith(failure);
  });

  it('shows a failure in the words of describeError', async () => {
    renderInUi(
      <TenantForm
        describeError={() => ({ message: 'Contract is closed', spanId: 'a1' })}
        onSubmit={() => Promise.reject(new Error('400'))}
      />,
    );
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    expect((await screen.findByRole('alert')).textContent).toBe('Contract is closed');
  });

  it('is clean again after a successful save', async () => {
    renderInUi(<TenantForm />);
    await fillAndSave({ 'Tenant name': 'Acme', 'IP address': '10.0.0.1' });
    await waitFor(() => expect(screen.getByRole('form', { name: 'Tenant' }).dataset.state).toBe('clean'));
  });

  it('asks the browser before leaving while the form is dirty', async () => {
    renderInUi(<TenantForm />);
    await userEvent.setup().type(screen.getByLabelText('Tenant name', { exact: false }), 'Ac');
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the page go while the form is clean', () => {
    renderInUi(<TenantForm />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('FormField with a control that labels itself', () => {
  const schema = z.object({ email: requiredText() });

  function EmailForm() {
    const form = useZodForm(schema, { defaultValues: { email: '' } });
    return (
      <Form form={form} onSubmit={() => undefined}>
        <FormField<z.input<typeof schema>, 'email'>
          name="email"
          render={({ field, error, required }) => (
            <Input
              label="E-mail"
              required={required}
              error={error}
              id={field.id}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
          required
        />
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('hands the translated error to the control', async () => {
    renderInUi(<EmailForm />, 'ja');
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText('この項目は必須です')).toBeTruthy();
  });
});

describe('password rules in a form', () => {
  const schema = passwordPairSchema({ min: 8, max: 16 });

  function PasswordForm() {
    const form = useZodForm(schema, { defaultValues: { password: '', confirmPassword: '' } });
    return (
      <Form form={form} onSubmit={() => undefined}>
        <FormField<z.input<typeof schema>> name="password" label="New password" type="password" required />
        <FormField<z.input<typeof schema>>
          name="confirmPassword"
          label="Repeat it"
          type="password"
          required
        />
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('says that the two entries do not match on the second one', async () => {
    const user = userEvent.setup();
    renderInUi(<PasswordForm />);
    await user.type(screen.getByLabelText('New password', { exact: false }), 'Abcdef1!');
    await user.type(screen.getByLabelText('Repeat it', { exact: false }), 'Abcdef1?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByLabelText('Repeat it', { exact: false });
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it("words issues with the caller's error map and check messages when it gives them", async () => {
    const codeSchema = z.object({
      name: z.string().min(1),
      code: z.string().regex(/^[A-Z]+$/, 'validation.code'),
    });
    function CodeForm() {
      const form = useZodForm(codeSchema, {
        defaultValues: { name: '', code: 'abc' },
        errorMap: (issue) => (issue.path?.[0] === 'name' ? 'Bank name is required' : undefined),
        checkMessage: (message) => (message === 'validation.code' ? 'Letters only' : message),
      });
      return (
        <Form form={form} onSubmit={() => undefined} aria-label="Code">
          <FormField name="name" label="Bank name" />
          <FormField name="code" label="Code" />
          <button type="submit">Save</button>
        </Form>
      );
    }
    renderInUi(<CodeForm />, 'en');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank name is required')).toBeTruthy();
    expect(screen.getByText('Letters only')).toBeTruthy();
    expect(screen.queryByText('validation.code')).toBeNull();
  });
});
