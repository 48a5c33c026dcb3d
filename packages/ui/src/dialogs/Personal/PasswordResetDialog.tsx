import { forwardRef, useEffect, useId, useMemo, useState, type Ref } from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Button, VisuallyHiddenText } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog';
import { Form, FormField, useZodForm, type ApplyServerErrorsOptions } from '../../components/Form';
import { IconButton } from '../../components/IconButton';
import { Input, type InputProps } from '../../components/Input';
import type { DescribedError } from '../../components/ToastProvider/useToast';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import type { PasswordRules } from '../../validation/schemas';
import {
  checkPasswordRules,
  defaultPasswordRules,
  passwordResetSchema,
  type PasswordResetFormValues,
} from './passwordReset';
import { DialogFormFrame, Fields, useOpenState, type PersonalDialogOpenProps } from './personalDialogParts';

/** What `onSubmit` receives. */
export interface PasswordResetValues {
  /** The current password, when `requireCurrent`. */
  readonly currentPassword?: string;
  readonly newPassword: string;
  /** The verification token of the forgot-password flow (the `token` prop or the code typed). */
  readonly token?: string;
}

export interface PasswordResetDialogProps extends PersonalDialogOpenProps {
  /** The fewest characters of the new password (spec §5: configurable); 8 by default. */
  readonly minLength?: number;
  /** The most characters of the new password (spec §5: configurable); 20 by default. */
  readonly maxLength?: number;
  /**
   * Asks for the current password (changing a known password). False for the forgot-password flow:
   * then a verification code is asked for, unless `token` already holds it.
   */
  readonly requireCurrent?: boolean;
  /** The forgot-password flow's token (from the link of the reset message): no code field then. */
  readonly token?: string;
  /** The account's user name, for the browser's password manager (not shown). */
  readonly username?: string;
  /**
   * Changes the password. Reject with a 400 carrying `validationErrors` (`{ field: 'currentPassword',
   * message: 'Wrong password' }`) to show the message on its field; `oldPassword` and `newPassword` are
   * understood as field names too. Any other rejection shows above the fields. What was typed stays.
   */
  readonly onSubmit: (values: PasswordResetValues) => Promise<void>;
  /** Called after a successful change, once the dialog has closed. */
  readonly onSuccess?: () => void;
  /** Words a failure that is not a validation error (e.g. `describeError` of @opsdesk/http). */
  readonly describeError?: (error: unknown) => DescribedError;
  /** More server field names that differ from the form's. */
  readonly fieldMap?: ApplyServerErrorsOptions['fieldMap'];
}

const serverFieldNames = { newPassword: 'password', oldPassword: 'currentPassword' } as const;

/** An eye: open while the password is hidden (the toggle shows it), struck through while it is shown. */
function EyeIcon({ open }: { readonly open: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
      {open ? null : (
        <path d="M2.5 13.5l11-11" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'>;

/** A password input with a toggle that shows the characters typed (a pressed "Show password" button). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { disabled, ...props },
  ref,
) {
  const t = useUiText();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      ref={ref}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      suffix={
        <IconButton
          size="sm"
          label={t('ui.passwordReset.show')}
          icon={<EyeIcon open={!visible} />}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
});

const Checklist = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-1']};
  margin-top: ${tokens['space-2']};
  padding: ${tokens['space-2']} ${tokens['space-3']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const RuleList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens['space-1']} ${tokens['space-3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rule = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  color: ${tokens['color-text-muted']};
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 3px;
  }
  &[data-state='met'] {
    color: ${tokens['color-text']};
  }
  &[data-state='met'] > svg {
    color: ${tokens['color-success']};
  }
  & > svg > [data-mark] {
    stroke: ${tokens['color-on-primary']};
  }
  &[data-state='unmet'][data-submitted] {
    color: ${tokens['color-danger']};
  }
`;

function RuleIcon({ met }: { readonly met: boolean }) {
  return met ? (
    <svg viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="7" fill="currentColor" />
      <path
        d="M4 7.2l2 2 4-4.4"
        fill="none"
        data-mark=""
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="6" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

interface PasswordChecklistProps {
  /** Give it to the password input's `aria-describedby`. */
  readonly id?: string;
  readonly password: string;
  readonly rules: Required<PasswordRules>;
  /** After a save attempt the rules still unmet turn red. */
  readonly submitted: boolean;
}

/**
 * The rules of spec §5 ticking as the user types. A polite live region: when a rule changes state its
 * whole line is read ("A digit (0–9) (met)"), not the list.
 */
export function PasswordChecklist({ id, password, rules, submitted }: PasswordChecklistProps) {
  const t = useUiText();
  const titleId = useId();
  return (
    <Checklist id={id} data-checklist="">
      <span id={titleId}>{t('ui.passwordReset.rules')}</span>
      <RuleList aria-labelledby={titleId} aria-live="polite">
        {checkPasswordRules(password, rules).map(({ key, met }) => (
          <Rule
            key={key}
            data-rule={key}
            data-state={met ? 'met' : 'unmet'}
            data-submitted={submitted || undefined}
            aria-atomic="true"
          >
            <RuleIcon met={met} />
            <span>
              {t(`ui.passwordReset.rule.${key}`, { min: rules.min, max: rules.max })}
              <VisuallyHiddenText>
                {' '}
                ({t(met ? 'ui.passwordReset.rule.met' : 'ui.passwordReset.rule.unmet')})
              </VisuallyHiddenText>
            </span>
          </Rule>
        ))}
      </RuleList>
    </Checklist>
  );
}

const HiddenUsername = styled.input`
  display: none;
`;

interface PasswordResetFormProps extends Pick<
  PasswordResetDialogProps,
  'token' | 'username' | 'onSubmit' | 'describeError' | 'fieldMap'
> {
  readonly rules: Required<PasswordRules>;
  readonly requireCurrent: boolean;
  readonly onDone: () => void;
}

function PasswordResetForm({
  rules,
  requireCurrent,
  token,
  username,
  onSubmit,
  onDone,
  describeError,
  fieldMap,
}: PasswordResetFormProps) {
  const t = useUiText();
  const requireToken = !requireCurrent && token === undefined;
  const schema = useMemo(
    () => passwordResetSchema({ ...rules, requireCurrent, requireToken }),
    [rules, requireCurrent, requireToken],
  );
  const form = useZodForm(schema, {
    defaultValues: { currentPassword: '', token: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting, isSubmitted } = form.formState;
  const password = form.watch('password');
  const checklistId = useId();

  // A rule between two fields is checked again when either side changes, once the other was visited.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const recheck = (other: keyof PasswordResetFormValues) => {
        if (form.getFieldState(other).isTouched || form.formState.isSubmitted) void form.trigger(other);
      };
      if (name === 'password') recheck('confirmPassword');
      if (name === 'currentPassword') recheck('password');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const passwordField = (
    name: 'currentPassword' | 'password' | 'confirmPassword',
    label: string,
    autoComplete: string,
    describedBy?: string,
  ) => (
    <FormField<PasswordResetFormValues, typeof name>
      name={name}
      required
      render={({ field, error, required }) => (
        <PasswordInput
          ref={field.ref as Ref<HTMLInputElement>}
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          required={required}
          error={error}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
        />
      )}
    />
  );

  return (
    <DialogFormFrame>
      <Form
        form={form}
        warnOnLeave={false}
        fieldMap={{ ...serverFieldNames, ...fieldMap }}
        describeError={describeError}
        onSubmit={async (values) => {
          await onSubmit(
            requireCurrent
              ? { currentPassword: values.currentPassword, newPassword: values.password }
              : { newPassword: values.password, token: token ?? values.token.trim() },
          );
          onDone();
        }}
      >
        <Dialog.Body>
          <Fields>
            {username !== undefined && (
              <HiddenUsername type="text" autoComplete="username" value={username} readOnly tabIndex={-1} />
            )}
            {requireToken && (
              <FormField<PasswordResetFormValues, 'token'>
                name="token"
                required
                render={({ field, error, required }) => (
                  <Input
                    ref={field.ref as Ref<HTMLInputElement>}
                    id={field.id}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('ui.passwordReset.token')}
                    description={t('ui.passwordReset.tokenDescription')}
                    required={required}
                    error={error}
                    autoComplete="one-time-code"
                    spellCheck={false}
                  />
                )}
              />
            )}
            {requireCurrent &&
              passwordField('currentPassword', t('ui.passwordReset.currentPassword'), 'current-password')}
            <div>
              {passwordField('password', t('ui.passwordReset.newPassword'), 'new-password', checklistId)}
              <PasswordChecklist id={checklistId} password={password} rules={rules} submitted={isSubmitted} />
            </div>
            {passwordField('confirmPassword', t('ui.passwordReset.confirmPassword'), 'new-password')}
          </Fields>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>{t('ui.common.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t(requireCurrent ? 'ui.passwordReset.submitChange' : 'ui.passwordReset.submitReset')}
          </Button>
        </Dialog.Footer>
      </Form>
    </DialogFormFrame>
  );
}

/**
 * Changes or resets the user's password (spec §5): the current password (or, in the forgot-password
 * flow, a verification code or token), a new password within the configurable length bounds with a
 * digit, a lower-case letter, an upper-case letter and a special character, and its confirmation.
 * A checklist ticks the rules as the user types; each password can be shown; a new password equal to
 * the current one is refused. Transport-free: `onSubmit` does the call. A server's "wrong password"
 * lands on its field and everything typed stays.
 */
export function PasswordResetDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  minLength = defaultPasswordRules.min,
  maxLength = defaultPasswordRules.max,
  requireCurrent = true,
  token,
  username,
  onSubmit,
  onSuccess,
  describeError,
  fieldMap,
}: PasswordResetDialogProps) {
  const t = useUiText();
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const rules = useMemo(() => ({ min: minLength, max: maxLength }), [minLength, maxLength]);
  const done = () => {
    setOpen(false);
    announce(t('ui.passwordReset.changed'));
    onSuccess?.();
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content size="sm" data-dialog="password-reset">
        <Dialog.Title>
          {t(requireCurrent ? 'ui.passwordReset.changeTitle' : 'ui.passwordReset.resetTitle')}
        </Dialog.Title>
        <Dialog.Description>
          {t(requireCurrent ? 'ui.passwordReset.changeDescription' : 'ui.passwordReset.resetDescription')}
        </Dialog.Description>
        <PasswordResetForm
          rules={rules}
          requireCurrent={requireCurrent}
          token={token}
          username={username}
          onSubmit={onSubmit}
          onDone={done}
          describeError={describeError}
          fieldMap={fieldMap}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
