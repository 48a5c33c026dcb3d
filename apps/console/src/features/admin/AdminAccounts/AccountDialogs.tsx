import {
  createAdminAccount,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  updateAdminAccount,
  type AdminAccount,
  type AdminRole,
  type PasswordRuleFailure,
} from '@opsdesk/api';
import { roleName } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  Form,
  FormField,
  Input,
  Switch,
  useUiText,
  useZodForm,
  type FormFieldRenderProps,
  type FormProps,
} from '@opsdesk/ui';
import { useId, useMemo, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useShellLocale } from '../../../i18n';
import { pickers } from '../../../resources/pickers';
import {
  accountFieldsOf,
  accountFormSchema,
  accountValuesOf,
  emptyAccountValues,
  needsTenant,
  newAccountOf,
  passwordFormSchema,
  roleChoicesOf,
  roleLabelOf,
  type AccountFormMode,
  type AccountFormTexts,
  type AccountFormValues,
  type PasswordFormValues,
  type RoleChoice,
} from './accountForm';
import { useAdminAccountsText } from './messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: var(--ops-space-4);

  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const RoleSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: var(--ops-space-2);

  & > legend {
    padding: 0;
    margin-block-end: var(--ops-space-2);
    font-weight: 500;
    color: var(--ops-color-text);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--ops-color-danger);
  font-size: var(--ops-font-size-sm);
`;

/** The form between the dialog's frame and its body: the body scrolls, the footer stays in view. */
const dialogForm = { minHeight: 0, flex: '1 1 auto', gap: 0 } as const;

const RequiredMark = styled.span`
  color: var(--ops-color-danger);
  margin-inline-start: 2px;
`;

/** The rules' messages in the interface language: the password and required texts of @opsdesk/ui, the rest the screen's. */
function useFormTexts(): AccountFormTexts {
  const uiText = useUiText();
  const text = useAdminAccountsText();
  return useMemo(
    () => ({
      required: uiText('ui.validation.required'),
      loginInvalid: text('adminAccounts.form.loginInvalid'),
      emailInvalid: text('adminAccounts.form.emailInvalid'),
      mobileInvalid: text('adminAccounts.form.mobileInvalid'),
      rolesRequired: text('adminAccounts.form.rolesRequired'),
      tenantRequired: text('adminAccounts.form.tenantRequired'),
      mismatch: uiText('ui.validation.password.mismatch'),
      password: (failure: PasswordRuleFailure) =>
        uiText(`ui.validation.password.${failure}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
    }),
    [text, uiText],
  );
}

/** A text field of the form: the package's Input bound to react-hook-form. */
function TextControl({
  render,
  label,
  description,
  type = 'text',
  autoComplete,
  readOnly,
}: {
  readonly render: FormFieldRenderProps<string>;
  readonly label: string;
  readonly description?: string | undefined;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly readOnly?: boolean;
}) {
  const { field, error, required } = render;
  return (
    <Input
      id={field.id}
      name={field.name}
      ref={field.ref as Ref<HTMLInputElement>}
      label={label}
      description={description}
      error={error}
      required={required}
      readOnly={readOnly}
      type={type}
      autoComplete={autoComplete}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}

const RoleLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

/**
 * The role boxes: the roles that may be given, and those the account holds that may not (disabled
 * or unknown), marked and kept until cleared.
 */
function RolesControl({
  render,
  choices,
  readOnly,
}: {
  readonly render: FormFieldRenderProps<string[]>;
  readonly choices: readonly RoleChoice[];
  readonly readOnly: boolean;
}) {
  const { field, error } = render;
  const text = useAdminAccountsText();
  const locale = useShellLocale();
  const id = useId();
  const chosen = field.value ?? [];
  const describedBy = [readOnly ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const describe = (choice: RoleChoice) => {
    if (choice.state === 'disabled') return text('adminAccounts.form.roleDisabledHint');
    if (choice.state === 'unknown') return text('adminAccounts.form.roleUnknownHint');
    if (choice.permitAll) return text('adminAccounts.form.allFunctions');
    if (choice.authorities === null) return undefined;
    return text('adminAccounts.form.authorities', {
      count: choice.authorities.length,
      list: choice.authorities.join(', '),
    });
  };
  const labelOf = (choice: RoleChoice) => (
    <RoleLabel>
      {`${roleLabelOf(choice, (code) => roleName(code, locale))}${choice.tenantBound ? text('adminAccounts.form.tenantBound') : ''}`}
      {choice.state === 'disabled' ? (
        <Badge tone="warning">{text('adminAccounts.form.roleDisabled')}</Badge>
      ) : null}
      {choice.state === 'unknown' ? (
        <Badge tone="danger">{text('adminAccounts.form.roleUnknown')}</Badge>
      ) : null}
    </RoleLabel>
  );
  return (
    <RoleSet aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {text('adminAccounts.form.roles')}
        <RequiredMark aria-hidden="true">*</RequiredMark>
      </legend>
      {readOnly ? <Hint id={`${id}-hint`}>{text('adminAccounts.form.rolesReadOnly')}</Hint> : null}
      {choices.map((choice, index) => (
        <Checkbox
          key={choice.code}
          ref={index === 0 ? (field.ref as Ref<HTMLInputElement>) : undefined}
          name={field.name}
          value={choice.code}
          label={labelOf(choice)}
          description={describe(choice)}
          checked={chosen.includes(choice.code)}
          disabled={readOnly}
          onCheckedChange={(checked) =>
            field.onChange(checked ? [...chosen, choice.code] : chosen.filter((role) => role !== choice.code))
          }
          onBlur={field.onBlur}
        />
      ))}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </RoleSet>
  );
}

type BothForms = AccountFormValues & PasswordFormValues;

/** The fields of the two dialogs' forms that hold text. */
type TextFieldName = { [K in keyof BothForms]: BothForms[K] extends string ? K : never }[keyof BothForms];

/** A text field of either dialog's form, by its name: a TextControl in a FormField. */
function TextField({
  name,
  required,
  ...control
}: { readonly name: TextFieldName; readonly required?: boolean } & Omit<
  Parameters<typeof TextControl>[0],
  'render'
>) {
  return (
    <FormField
      name={name}
      required={required}
      render={(render) => <TextControl render={render} {...control} />}
    />
  );
}

/** A new password, or its confirmation: required, hidden, and offered to the password manager as new. */
function PasswordField({
  name,
  label,
  description,
}: {
  readonly name: 'password' | 'newPassword' | 'confirmPassword';
  readonly label: string;
  readonly description?: string;
}) {
  return (
    <TextField
      name={name}
      required
      label={label}
      description={description}
      type="password"
      autoComplete="new-password"
    />
  );
}

/** Both dialogs' form: the fields on a grid in the scrolling body, Cancel and Save in the footer. */
function DialogForm<TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  onCancel,
  children,
}: Pick<FormProps<TFieldValues, TTransformed>, 'form' | 'onSubmit' | 'children'> & {
  readonly onCancel: () => void;
}) {
  const { language } = useConsole();
  const text = useAdminAccountsText();
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      describeError={(error) => describeError(error, { language })}
      warnOnLeave={false}
      style={dialogForm}
    >
      <Dialog.Body>
        <Grid>{children}</Grid>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text('adminAccounts.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {text('adminAccounts.save')}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}

export type AccountDialogState =
  { readonly mode: 'create' } | { readonly mode: 'edit'; readonly account: AdminAccount } | null;

interface AccountDialogProps {
  readonly state: AccountDialogState;
  /** The service's role list; null while it loads or when it failed (the product's roles are offered). */
  readonly roles: readonly AdminRole[] | null;
  readonly canManageRoles: boolean;
  readonly onClose: () => void;
  readonly onSaved: (account: AdminAccount, mode: AccountFormMode) => void;
}

/** The create and edit form of an account, in a dialog over the list. */
export function AccountDialog({ state, ...props }: AccountDialogProps) {
  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {state ? (
        <AccountForm
          key={state.mode === 'edit' ? `${state.account.id}:${state.account.updatedAt}` : 'new'}
          state={state}
          {...props}
        />
      ) : null}
    </Dialog.Root>
  );
}

function AccountForm({
  state,
  roles,
  canManageRoles,
  onClose,
  onSaved,
}: Omit<AccountDialogProps, 'state'> & { readonly state: NonNullable<AccountDialogState> }) {
  const { http } = useConsole();
  const text = useAdminAccountsText();
  const texts = useFormTexts();
  const { mode } = state;
  const account = state.mode === 'edit' ? state.account : undefined;
  // The codes the account holds when the form opens stay offered, even once cleared.
  const choices = useMemo(() => roleChoicesOf(roles, account?.roles ?? []), [roles, account]);
  const schema = useMemo(() => accountFormSchema(mode, texts, choices), [mode, texts, choices]);
  const form = useZodForm(schema, {
    // Checked when saved, then on every change: a check on leaving a role box would redraw the
    // list under the pointer while the next box is being clicked.
    mode: 'onSubmit',
    defaultValues: account ? accountValuesOf(account) : emptyAccountValues(),
  });
  const chosenRoles = form.watch('roles');
  const tenantId = form.watch('tenantId');
  const tenantShown =
    needsTenant(chosenRoles ?? [], choices) || (tenantId !== null && tenantId !== undefined);
  const TenantPicker = pickers.tenant.component;

  const submit = async (values: AccountFormValues) => {
    const saved = account
      ? await updateAdminAccount(http, account.id, accountFieldsOf(values, account))
      : await createAdminAccount(http, newAccountOf(values));
    onSaved(saved, mode);
  };

  return (
    <Dialog.Content size="lg" aria-describedby={undefined}>
      <Dialog.Title>
        {account
          ? text('adminAccounts.form.editTitle', { name: account.login })
          : text('adminAccounts.form.newTitle')}
      </Dialog.Title>
      <DialogForm form={form} onSubmit={submit} onCancel={onClose}>
        <TextField
          name="login"
          required={mode === 'create'}
          label={text('adminAccounts.form.login')}
          description={mode === 'create' ? text('adminAccounts.form.loginHint') : undefined}
          autoComplete="off"
          readOnly={mode === 'edit'}
        />
        <TextField name="name" required label={text('adminAccounts.form.name')} />
        <TextField name="email" label={text('adminAccounts.form.email')} type="email" autoComplete="off" />
        <TextField name="mobile" label={text('adminAccounts.form.mobile')} type="tel" autoComplete="off" />
        <div data-wide>
          <FormField<AccountFormValues, 'roles'>
            name="roles"
            render={(render) => <RolesControl render={render} choices={choices} readOnly={!canManageRoles} />}
          />
        </div>
        {tenantShown ? (
          <FormField<AccountFormValues, 'tenantId'>
            name="tenantId"
            required={needsTenant(chosenRoles ?? [], choices)}
            render={({ field, error, required }) => (
              <TenantPicker
                id={field.id}
                name={field.name}
                label={text('adminAccounts.form.tenant')}
                error={error}
                required={required}
                value={field.value ?? null}
                onChange={(key) => field.onChange(typeof key === 'number' ? key : key ? Number(key) : null)}
                onBlur={field.onBlur}
              />
            )}
          />
        ) : null}
        <FormField<AccountFormValues, 'enabled'>
          name="enabled"
          render={({ field }) => (
            <Switch
              id={field.id}
              name={field.name}
              label={text('adminAccounts.form.enabled')}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        {mode === 'create' ? (
          <>
            <div data-wide>
              <Hint>
                {text('adminAccounts.form.passwordHint', {
                  min: PASSWORD_MIN_LENGTH,
                  max: PASSWORD_MAX_LENGTH,
                })}
              </Hint>
            </div>
            <PasswordField name="password" label={text('adminAccounts.form.password')} />
            <PasswordField name="confirmPassword" label={text('adminAccounts.form.confirmPassword')} />
          </>
        ) : null}
      </DialogForm>
    </Dialog.Content>
  );
}

interface PasswordDialogProps {
  readonly account: AdminAccount | null;
  readonly onClose: () => void;
  /** Saves the new password; a 400 naming `newPassword` lands on the field. */
  readonly onSave: (account: AdminAccount, newPassword: string) => Promise<void>;
}

/** The administrator sets a new password for an account, by the password rules. */
export function PasswordDialog({ account, onClose, onSave }: PasswordDialogProps) {
  return (
    <Dialog.Root open={account !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {account ? <PasswordForm key={account.id} account={account} onClose={onClose} onSave={onSave} /> : null}
    </Dialog.Root>
  );
}

function PasswordForm({
  account,
  onClose,
  onSave,
}: Omit<PasswordDialogProps, 'account'> & { readonly account: AdminAccount }) {
  const text = useAdminAccountsText();
  const texts = useFormTexts();
  const schema = useMemo(() => passwordFormSchema(texts), [texts]);
  const form = useZodForm(schema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const hint = text('adminAccounts.form.passwordHint', {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
  });
  return (
    <Dialog.Content size="md">
      <Dialog.Title>{text('adminAccounts.password.title', { name: account.login })}</Dialog.Title>
      <Dialog.Description>{text('adminAccounts.password.description')}</Dialog.Description>
      <DialogForm
        form={form}
        onSubmit={(values: PasswordFormValues) => onSave(account, values.newPassword)}
        onCancel={onClose}
      >
        <div data-wide>
          <PasswordField
            name="newPassword"
            label={text('adminAccounts.form.newPassword')}
            description={hint}
          />
        </div>
        <div data-wide>
          <PasswordField name="confirmPassword" label={text('adminAccounts.form.confirmPassword')} />
        </div>
      </DialogForm>
    </Dialog.Content>
  );
}
