import type { LoginDecision } from '@opsdesk/api';
import type { LoginFailure } from '@opsdesk/auth';
import { useSession } from '@opsdesk/auth/react';
import { Alert, Button, Checkbox, Input, Select } from '@opsdesk/ui';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useConsole } from '../app/ConsoleContext';
import { go } from '../app/location';
import { DEFAULT_PAGE } from '../app/paths';
import { useText } from '../i18n';
import { shellLanguages, type ShellLanguage } from '../i18n/language';

const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: var(--ops-space-6);
  background:
    radial-gradient(circle at 20% 20%, var(--ops-color-primary-subtle), transparent 40%), var(--ops-color-bg);
  color: var(--ops-color-text);
`;

const Panel = styled.div`
  width: min(420px, 100%);
  padding: var(--ops-space-8) var(--ops-space-6);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-lg);
  background: var(--ops-color-surface);
  box-shadow: var(--ops-shadow-2);
`;

const Heading = styled.h1`
  margin: 0 0 var(--ops-space-1);
  font-size: var(--ops-font-size-2xl);
`;

const Lead = styled.p`
  margin: 0 0 var(--ops-space-6);
  color: var(--ops-color-text-muted);
`;

const Fields = styled.form`
  display: grid;
  gap: var(--ops-space-4);
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Hint = styled.p`
  margin: var(--ops-space-6) 0 0;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
  text-align: center;
`;

const Language = styled.div`
  position: fixed;
  top: var(--ops-space-4);
  inset-inline-end: var(--ops-space-4);
  width: 140px;
`;

const languageNames: Readonly<Record<ShellLanguage, string>> = {
  zh_cn: '简体中文',
  en: 'English',
  ja: '日本語',
};

/** Only paths inside the console are followed after login (no open redirect). */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : DEFAULT_PAGE;
}

/**
 * The login page: username and password (with "remember me"), the spec's message for each
 * failure, the wrong-password count before the account locks, "forgot password" (which a locked
 * or expired password points to), single sign-on when `loginDecide` says so, and the hint to ask
 * customer service for an account.
 */
export function LoginPage() {
  const t = useText();
  const session = useSession();
  const { language, setLanguage, session: store } = useConsole();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<LoginFailure>();
  const [submitting, setSubmitting] = useState(false);
  const [decision, setDecision] = useState<LoginDecision>();
  const [usePassword, setUsePassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    store
      .decideLogin(window.location.hostname, { signal: controller.signal })
      .then(setDecision, () => undefined);
    return () => controller.abort();
  }, [store]);

  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    // Signed in (now, or already when the page opened): on to where the user was going.
    if (signedIn)
      go(safeRedirect(new URLSearchParams(window.location.search).get('redirect')), { replace: true });
  }, [signedIn]);
  if (signedIn) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(username.trim() ? {} : { username: t('login.required.username') }),
      ...(password ? {} : { password: t('login.required.password') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSubmitting(true);
    setFailure(undefined);
    const result = await store.login({ username: username.trim(), password }, { remember });
    setSubmitting(false);
    // What the user typed stays; only the password is cleared after a refusal.
    if (!result.ok) {
      setFailure(result.failure);
      setPassword('');
    }
  };

  const sso = decision?.loginMode === 'SSO' && !usePassword ? decision : undefined;

  return (
    <Page>
      <Language>
        <Select
          label={t('shell.language')}
          hideLabel
          size="sm"
          options={shellLanguages.map((code) => ({ value: code, label: languageNames[code] }))}
          value={language}
          onValueChange={(value) => {
            if (value) setLanguage(value as ShellLanguage);
          }}
        />
      </Language>
      <Panel>
        <Heading>{t('app.name')}</Heading>
        <Lead>{t('login.subtitle')}</Lead>
        {sso ? (
          <Fields as="div">
            <Alert variant="info">{t('login.ssoHint', { client: sso.sourceName ?? sso.clientName })}</Alert>
            <Button
              variant="primary"
              block
              onClick={() => {
                if (sso.authUrl) window.location.assign(sso.authUrl);
              }}
              disabled={!sso.authUrl}
            >
              {t('login.sso')}
            </Button>
            <Button variant="link" onClick={() => setUsePassword(true)}>
              {t('login.usePassword')}
            </Button>
          </Fields>
        ) : (
          <Fields onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
            {failure ? (
              <Alert variant="error">
                {failure.message}
                {failure.remainingAttempts !== undefined && failure.remainingAttempts > 0
                  ? ` ${t('login.remaining', { count: failure.remainingAttempts })}`
                  : null}
                {failure.suggestPasswordReset ? (
                  <>
                    {' '}
                    <Button variant="link" onClick={() => setForgotOpen(true)}>
                      {t('login.resetHint')}
                    </Button>
                  </>
                ) : null}
              </Alert>
            ) : null}
            <Input
              label={t('login.username')}
              name="username"
              autoComplete="username"
              required
              value={username}
              error={errors.username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <Input
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Row>
              <Checkbox label={t('login.remember')} checked={remember} onCheckedChange={setRemember} />
              <Button variant="link" onClick={() => setForgotOpen(true)}>
                {t('login.forgot')}
              </Button>
            </Row>
            <Button type="submit" variant="primary" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Fields>
        )}
        <Hint>{t('login.noAccount')}</Hint>
      </Panel>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} defaultUsername={username} />
        </Suspense>
      ) : null}
    </Page>
  );
}
