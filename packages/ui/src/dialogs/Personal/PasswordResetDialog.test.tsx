// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/Button';
import { PasswordResetDialog, type PasswordResetDialogProps } from './PasswordResetDialog';
import { renderPersonal } from './test/renderPersonal';

type Props = Partial<PasswordResetDialogProps>;

async function openDialog(props: Props = {}, locale = 'en') {
  const user = userEvent.setup();
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  renderPersonal(
    <PasswordResetDialog trigger={<Button>Security</Button>} {...props} onSubmit={onSubmit} />,
    locale,
  );
  await user.click(screen.getByRole('button', { name: 'Security' }));
  return { user, onSubmit, dialog: screen.getByRole('dialog') };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    await user.clear(field(label));
    if (text !== '') await user.type(field(label), text);
  }
}

const valid = {
  'Current password': 'Old-pass1',
  'New password': 'New-pass1',
  'Confirm the new password': 'New-pass1',
};

function ruleState(key: string) {
  return document.querySelector(`[data-rule="${key}"]`)?.getAttribute('data-state');
}

describe('PasswordResetDialog', () => {
  it('opens as a dialog named Change password with the focus on the current password', async () => {
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Current password'));
  });

  it('ticks each rule of the checklist as the user types', async () => {
    const { user } = await openDialog();
    await user.type(field('New password'), 'a');
    expect(['length', 'digit', 'lowerCase', 'upperCase', 'special'].map(ruleState)).toEqual([
      'unmet',
      'unmet',
      'met',
      'unmet',
      'unmet',
    ]);
    await user.type(field('New password'), 'A1!bcde');
    expect(['length', 'digit', 'lowerCase', 'upperCase', 'special'].map(ruleState)).toEqual([
      'met',
      'met',
      'met',
      'met',
      'met',
    ]);
  });

  it('makes the checklist a polite live region that describes the new password', async () => {
    await openDialog();
    const list = screen.getByRole('list', { name: 'The new password needs:' });
    expect(list.getAttribute('aria-live')).toBe('polite');
    const description = (field('New password').getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('A digit (0–9) (not met yet)');
  });

  it('shows the configured length bounds in the checklist', async () => {
    await openDialog({ minLength: 10, maxLength: 16 });
    expect(screen.getByText('10 to 16 characters')).toBeTruthy();
  });

  it('applies the configured minimum length', async () => {
    const { user, onSubmit } = await openDialog({ minLength: 12 });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password cannot be shorter than 12 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the configured maximum length', async () => {
    const { user, onSubmit } = await openDialog({ maxLength: 8 });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password cannot be longer than 8 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides each password with a pressed toggle', async () => {
    const { user } = await openDialog();
    const toggle = within(field('New password').parentElement as HTMLElement).getByRole('button', {
      name: 'Show password',
    });
    expect(field('New password').getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(field('New password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(field('New password').getAttribute('type')).toBe('password');
  });

  it('sends the current and the new password, closes and gives the focus back', async () => {
    const { user, onSubmit } = await openDialog();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'Old-pass1', newPassword: 'New-pass1' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Security' }));
  });

  it('calls onSuccess after a change', async () => {
    const onSuccess = vi.fn();
    const { user } = await openDialog({ onSuccess });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('refuses a confirmation that does not match, on the confirmation field', async () => {
    const { user, onSubmit } = await openDialog();
    await fill(user, { ...valid, 'Confirm the new password': 'New-pass2' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('Confirm the new password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the match again when the new password changes after the confirmation', async () => {
    const { user } = await openDialog();
    await fill(user, valid);
    await user.type(field('New password'), 'x');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, onSubmit } = await openDialog();
    await fill(user, { ...valid, 'Current password': 'New-pass1' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password must differ from the current one')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's wrong-password error on the current password and keeps what was typed", async () => {
    const rejection = {
      status: 400,
      body: { validationErrors: [{ field: 'currentPassword', message: 'Wrong password' }] },
    };
    const { user } = await openDialog({ onSubmit: () => Promise.reject(rejection) });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(
      [field('Current password'), field('New password'), field('Confirm the new password')].map(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toEqual(['Old-pass1', 'New-pass1', 'New-pass1']);
  });

  it("understands the server's field names oldPassword and newPassword", async () => {
    const rejection = { validationErrors: [{ field: 'newPassword', message: 'Used recently' }] };
    const { user } = await openDialog({ onSubmit: () => Promise.reject(rejection) });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Used recently');
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows any other failure above the fields in the words of describeError', async () => {
    const { user } = await openDialog({
      onSubmit: () => Promise.reject(new Error('socket hang up')),
      describeError: () => ({ message: 'Account locked' }),
    });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Account locked');
  });

  it('asks for no current password and sends the token in the forgot-password flow', async () => {
    const { user, onSubmit } = await openDialog({ requireCurrent: false, token: 't-123' });
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Verification code', { exact: false })).toBeNull();
    await fill(user, { 'New password': 'New-pass1', 'Confirm the new password': 'New-pass1' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'New-pass1', token: 't-123' }));
  });

  it('asks for the verification code in the forgot-password flow without a token', async () => {
    const { user, onSubmit } = await openDialog({ requireCurrent: false });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(field('Verification code').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Verification code')).toHaveProperty('value', '');
    await fill(user, {
      'Verification code': ' 482913 ',
      'New password': 'New-pass1',
      'Confirm the new password': 'New-pass1',
    });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'New-pass1', token: '482913' }));
  });

  it('is operable by keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderPersonal(<PasswordResetDialog trigger={<Button>Security</Button>} onSubmit={onSubmit} />);
    screen.getByRole('button', { name: 'Security' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('Old-pass1');
    await user.tab(); // the show toggle
    await user.tab();
    await user.keyboard('New-pass1');
    await user.tab();
    await user.tab();
    await user.keyboard('New-pass1{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'Old-pass1', newPassword: 'New-pass1' }),
    );
  });

  it('speaks the interface language', async () => {
    await openDialog({}, 'zh-CN');
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeTruthy();
    expect(screen.getByText('8 到 20 个字符')).toBeTruthy();
  });
});
