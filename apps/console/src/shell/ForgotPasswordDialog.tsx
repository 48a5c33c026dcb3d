import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  requestPasswordResetCode,
  resetPassword,
  verifyPasswordResetCode,
  type VerificationChannel,
} from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Dialog,
  Input,
  PasswordResetDialog,
  Radio,
  RadioGroup,
  UiIntlProvider,
  useToast,
} from '@opsdesk/ui';
import { use, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useConsole } from '../app/ConsoleContext';
import { shellMessagesIn, useText } from '../i18n';
import { localeOf } from '../i18n/language';
import { loadUiMessages } from '../i18n/uiMessages';

const Fields = styled.form`
  display: grid;
  gap: var(--ops-space-4);
`;

export interface ForgotPasswordDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly defaultUsername?: string;
}

/**
 * Forgot password: the account and a channel, a code sent there, then the code with the new
 * password (the password dialog of @opsdesk/ui, with the service's policy bounds). The answer never
 * says whether the account exists.
 */
export default function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  // The login page carries the texts of the few ui parts it shows; this dialog loads every ui text
  // of its language (the password dialog's, the form's, the dialog's), so that none reads "#".
  const { language } = useConsole();
  const locale = localeOf(language);
  const uiTexts = use(loadUiMessages(locale));
  const messages = useMemo(() => shellMessagesIn(locale), [locale]);
  return (
    <UiIntlProvider locale={locale} uiTexts={uiTexts} messages={messages}>
      <ForgotPasswordSteps {...props} />
    </UiIntlProvider>
  );
}

function ForgotPasswordSteps({ open, onOpenChange, defaultUsername = '' }: ForgotPasswordDialogProps) {
  const t = useText();
  const toast = useToast();
  const { http, language } = useConsole();
  const [username, setUsername] = useState(defaultUsername);
  const [channel, setChannel] = useState<VerificationChannel>('EMAIL');
  const [error, setError] = useState<string>();
  const [usernameError, setUsernameError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ target: string | null }>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setUsernameError(t('login.required.username'));
      return;
    }
    setUsernameError(undefined);
    setSending(true);
    setError(undefined);
    try {
      const answer = await requestPasswordResetCode(http, username.trim(), channel);
      setSent({ target: answer.maskedTarget });
      toast.info(
        t('forgot.sent', {
          channel: t(`forgot.channel.${channel}`),
          target: answer.maskedTarget ? t('forgot.sentTo', { target: answer.maskedTarget }) : '',
        }),
        { duration: 10_000 },
      );
    } catch (failure) {
      setError(describeError(failure, { language }).message);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <PasswordResetDialog
        open={open}
        onOpenChange={onOpenChange}
        requireCurrent={false}
        username={username.trim()}
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        fieldMap={{ code: 'token' }}
        describeError={(failure) => describeError(failure, { language })}
        onSubmit={async ({ newPassword, token }) => {
          const { resetToken } = await verifyPasswordResetCode(http, username.trim(), token ?? '');
          await resetPassword(http, resetToken, newPassword);
        }}
        onSuccess={() => toast.success(t('forgot.done'))}
      />
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="sm">
        <Dialog.Title>{t('login.forgot.title')}</Dialog.Title>
        <Dialog.Description>{t('login.forgot.body')}</Dialog.Description>
        <Dialog.Body>
          <Fields id="forgot-password" onSubmit={(event) => void send(event)} noValidate>
            {error ? <Alert variant="error">{error}</Alert> : null}
            <Input
              label={t('forgot.username')}
              autoComplete="username"
              required
              value={username}
              error={usernameError}
              onChange={(event) => setUsername(event.target.value)}
            />
            <RadioGroup
              label={t('forgot.channel')}
              value={channel}
              onValueChange={(value) => setChannel(value as VerificationChannel)}
              orientation="horizontal"
            >
              <Radio value="EMAIL" label={t('forgot.channel.EMAIL')} />
              <Radio value="PHONE" label={t('forgot.channel.PHONE')} />
            </RadioGroup>
          </Fields>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('forgot.cancel')}
          </Button>
          <Button type="submit" form="forgot-password" variant="primary" loading={sending}>
            {t('forgot.send')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
