import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Input } from '../../components/Input';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { describeFailure, type DescribeFailure } from './describeFailure';
import {
  availableChannels,
  CODE_LIFETIME_SECONDS,
  initialVerificationState,
  isVerificationBusy,
  normalizeVerificationCode,
  retryAfterOf,
  secondsUntilResend,
  verificationMemoryOf,
  verificationReducer,
  type SecurityCodeSent,
  type SecurityVerificationChannel,
  type SecurityVerificationChannels,
  type VerificationMemory,
} from './securityVerification';
import { SpanIdLine } from './SpanIdLine';
import { useMachine } from './useMachine';

/**
 * Sends a code to the channel. What it resolves to is read as a `SecurityCodeSent` when it is one (the
 * wait before the next code, the masked target: `@opsdesk/api`'s `requestVerificationCode` answers
 * both), and ignored otherwise.
 */
export type SendVerificationCode = (channel: SecurityVerificationChannel) => Promise<unknown>;

/** Exchanges the code for the verification token; rejects for a wrong or expired code. */
export type VerifyVerificationCode = (channel: SecurityVerificationChannel, code: string) => Promise<string>;

/** The calls and texts of the verification, shared by the dialog and its provider. */
export interface SecurityVerificationSetup {
  /** The account's channels with their masked targets: `{ PHONE: '138****0001', EMAIL: null }`. */
  readonly channels: SecurityVerificationChannels;
  /** `POST /api/security/verification/code`. */
  readonly sendCode: SendVerificationCode;
  /** `POST /api/security/verification/token`, resolving to `verificationToken`. */
  readonly verify: VerifyVerificationCode;
  /**
   * The text of a failed call (`@opsdesk/http`'s `describeError` with the language bound). Without it the
   * dialog says "the code could not be sent" or "the code is wrong or has expired" in its own words.
   */
  readonly describeError?: DescribeFailure | undefined;
  /** How long a code sent earlier may still be entered when the dialog opens again; 300 s. */
  readonly codeLifetimeSeconds?: number | undefined;
}

export interface SecurityVerificationDialogProps extends SecurityVerificationSetup {
  readonly open: boolean;
  /** Called once per opening: the token, or `null` when the user cancelled (Cancel, Escape, ×). */
  readonly onResult: (token: string | null) => void;
  /** Replaces "Verify your identity". */
  readonly title?: ReactNode;
  /** Replaces the text under the title. */
  readonly description?: ReactNode;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
`;

const SentTo = styled.p`
  margin: 0;
  color: ${tokens['color-text']};
  overflow-wrap: anywhere;
  & > strong {
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const CodeInput = styled(Input)`
  max-width: 220px;
  & input {
    font-family: ${tokens['font-family-mono']};
    font-size: ${tokens['font-size-lg']};
    letter-spacing: 0.3em;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']} ${tokens['space-5']};
  margin-top: calc(-1 * ${tokens['space-2']});
`;

function sentInfo(answer: unknown): SecurityCodeSent {
  if (typeof answer !== 'object' || answer === null) return {};
  const { resendAfter, target } = answer as Record<string, unknown>;
  return {
    resendAfter: typeof resendAfter === 'number' && Number.isFinite(resendAfter) ? resendAfter : undefined,
    target: typeof target === 'string' && target !== '' ? target : undefined,
  };
}

interface PanelProps extends SecurityVerificationSetup {
  readonly memory: MutableRefObject<VerificationMemory | null>;
  /** Set by the panel: puts the focus where its step starts. */
  readonly focusStart: MutableRefObject<(() => void) | null>;
  readonly onResult: (token: string | null) => void;
  readonly title?: ReactNode;
  readonly description?: ReactNode;
}

/** The inside of one opening: its state starts afresh (with what the last opening left) each time. */
function VerificationPanel({
  channels,
  sendCode,
  verify,
  describeError,
  codeLifetimeSeconds = CODE_LIFETIME_SECONDS,
  memory,
  focusStart,
  onResult,
  title,
  description,
}: PanelProps) {
  const t = useUiText();
  const formId = `ops-verification-${useId()}`;
  const [state, send] = useMachine(verificationReducer, () =>
    initialVerificationState(channels, memory.current, Date.now(), codeLifetimeSeconds),
  );
  const [now, setNow] = useState(() => Date.now());
  const alive = useRef(true);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const sendRef = useRef<HTMLButtonElement | null>(null);
  const radios = useRef<Partial<Record<SecurityVerificationChannel, HTMLInputElement | null>>>({});

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // What the next opening starts from: the wait before another code, a code not used yet.
  useEffect(() => {
    memory.current = verificationMemoryOf(state);
  }, [state, memory]);

  // The countdown: one tick on each whole second until another code may be sent.
  const seconds = secondsUntilResend(state, now);
  useEffect(() => {
    const remaining = state.resendAt - Date.now();
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), remaining % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [state.resendAt, now]);

  const counting = useRef(seconds > 0);
  useEffect(() => {
    if (counting.current && seconds === 0 && state.step === 'code')
      announce(t('ui.securityVerification.resendReady'));
    counting.current = seconds > 0;
  }, [seconds, state.step, t]);

  // The focus follows the step: the channel (or Send) first, the code field next.
  const available = availableChannels(channels);
  const focusStep = () => {
    const current = stateRef.current;
    if (current.step === 'code') {
      inputRef.current?.focus();
    } else if (available.length > 1 && current.channel) {
      radios.current[current.channel]?.focus();
    } else {
      sendRef.current?.focus();
    }
  };
  const stateRef = useRef(state);
  stateRef.current = state;
  // On opening, the dialog calls this once its focus trap is in place (a trap below would pull the
  // focus back if it moved earlier); afterwards, each new step moves it.
  focusStart.current = focusStep;
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    focusStep();
    // Only when the step changes: not while the user moves between the radios.
  }, [state.step]);

  // A code refused, by the rules or by the server: back to the field, whose error is read with it.
  useEffect(() => {
    if (state.codeIssue !== null || state.phase === 'verifyFailed') inputRef.current?.focus();
  }, [state.codeIssue, state.phase]);

  const sendNow = () => {
    const at = Date.now();
    setNow(at);
    const next = send({ type: 'send', now: at });
    const channel = next.channel;
    if (next.phase !== 'sending' || channel === null) return;
    Promise.resolve()
      .then(() => sendCode(channel))
      .then(
        (answer) => {
          if (!alive.current) return;
          const sentAt = Date.now();
          setNow(sentAt);
          const info = sentInfo(answer);
          send({ type: 'sent', now: sentAt, resendAfter: info.resendAfter, target: info.target });
          announce(t('ui.securityVerification.codeSentAnnouncement'));
        },
        (error: unknown) => {
          if (!alive.current) return;
          const failedAt = Date.now();
          setNow(failedAt);
          send({ type: 'sendFailed', error, retryAfter: retryAfterOf(error), now: failedAt });
        },
      );
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = send({ type: 'submit' });
    const channel = next.sentTo;
    if (next.phase !== 'verifying' || channel === null) return;
    const code = normalizeVerificationCode(next.code);
    Promise.resolve()
      .then(() => verify(channel, code))
      .then(
        (token) => {
          if (!alive.current) return;
          if (!token) {
            send({ type: 'verifyFailed', error: null });
            return;
          }
          if (send({ type: 'verified', token }).phase === 'verified') {
            announce(t('ui.securityVerification.verified'));
            onResult(token);
          }
        },
        (error: unknown) => {
          if (alive.current) send({ type: 'verifyFailed', error });
        },
      );
  };

  const cancel = () => {
    send({ type: 'cancel' });
    onResult(null);
  };

  const busy = isVerificationBusy(state);
  const sending = state.phase === 'sending';
  const failure =
    state.phase === 'sendFailed' || state.phase === 'verifyFailed'
      ? describeFailure(state.error, describeError, false)
      : null;
  const sendFailure = state.phase === 'sendFailed' && failure && (
    <Alert variant="error" title={t('ui.securityVerification.sendFailedTitle')}>
      {failure.message ?? t('ui.securityVerification.sendFailed')}
      {failure.spanId && (
        <div>
          <SpanIdLine spanId={failure.spanId} />
        </div>
      )}
    </Alert>
  );

  let codeError: string | undefined;
  if (state.codeIssue === 'required') codeError = t('ui.securityVerification.codeRequired');
  else if (state.codeIssue === 'format') codeError = t('ui.securityVerification.codeFormat');
  else if (state.phase === 'verifyFailed')
    codeError = failure?.message ?? t('ui.securityVerification.codeInvalid');

  const header = (
    <>
      <Dialog.Title>{title ?? t('ui.securityVerification.title')}</Dialog.Title>
      <Dialog.Description>{description ?? t('ui.securityVerification.description')}</Dialog.Description>
    </>
  );

  if (state.step === 'choose') {
    return (
      <>
        {header}
        <Dialog.Body>
          <Stack>
            {available.length === 0 ? (
              <Alert variant="warning">{t('ui.securityVerification.noChannel')}</Alert>
            ) : (
              <RadioGroup<SecurityVerificationChannel>
                label={t('ui.securityVerification.channelLabel')}
                value={state.channel}
                onValueChange={(channel) => send({ type: 'choose', channel })}
                disabled={busy}
              >
                {available.map(({ channel, target }) => (
                  <Radio
                    key={channel}
                    ref={(element) => {
                      radios.current[channel] = element;
                    }}
                    value={channel}
                    label={t(`ui.securityVerification.channel.${channel}`)}
                    description={target}
                  />
                ))}
              </RadioGroup>
            )}
            {sendFailure}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={cancel}>{t('ui.common.cancel')}</Button>
          {available.length > 0 && (
            <Button
              ref={sendRef}
              variant="primary"
              loading={sending}
              disabled={state.channel === null || seconds > 0}
              onClick={sendNow}
            >
              {seconds > 0
                ? t('ui.securityVerification.sendIn', { seconds })
                : state.phase === 'sendFailed'
                  ? t('ui.common.retry')
                  : t('ui.securityVerification.send')}
            </Button>
          )}
        </Dialog.Footer>
      </>
    );
  }

  const target = state.sentTarget ?? (state.sentTo ? channels[state.sentTo] : null) ?? '';
  return (
    <>
      {header}
      <Dialog.Body>
        <Stack>
          <SentTo>{t('ui.securityVerification.codeSentTo', { target })}</SentTo>
          <form id={formId} onSubmit={submit} noValidate>
            <CodeInput
              ref={inputRef}
              label={t('ui.securityVerification.codeLabel')}
              description={t('ui.securityVerification.codeHint')}
              error={codeError}
              value={state.code}
              onChange={(event) => send({ type: 'editCode', code: event.target.value })}
              readOnly={state.phase === 'verifying'}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              required
            />
          </form>
          <Links>
            <Button variant="link" size="sm" loading={sending} disabled={seconds > 0} onClick={sendNow}>
              {seconds > 0
                ? t('ui.securityVerification.resendIn', { seconds })
                : t('ui.securityVerification.resend')}
            </Button>
            {available.length > 1 && (
              <Button
                variant="link"
                size="sm"
                disabled={busy}
                onClick={() => send({ type: 'changeChannel' })}
              >
                {t('ui.securityVerification.changeChannel')}
              </Button>
            )}
          </Links>
          {sendFailure}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={cancel}>{t('ui.common.cancel')}</Button>
        <Button type="submit" form={formId} variant="primary" loading={state.phase === 'verifying'}>
          {t('ui.securityVerification.verify')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * The identity verification that exports ask for (spec §6): choose the phone or the e-mail address,
 * send a six-digit code (another one after 60 s), enter it, and hand back the verification token.
 * Transport-free: `sendCode` and `verify` are the app's calls. Controlled: `open`, and `onResult`
 * called once per opening with the token or `null`. Most screens use `useSecurityVerification()`
 * under a `SecurityVerificationProvider` instead of mounting this themselves.
 *
 * The wait before another code and a code sent but not used survive closing: opened again within
 * the code's lifetime, it asks for that code rather than one the server would refuse to send yet.
 */
export function SecurityVerificationDialog({
  open,
  onResult,
  title,
  description,
  ...setup
}: SecurityVerificationDialogProps) {
  const memory = useRef<VerificationMemory | null>(null);
  const focusStart = useRef<(() => void) | null>(null);
  // Opened from code, not from a trigger: the focus goes back to what had it on opening.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onResult(null))}>
      <Dialog.Content
        size="sm"
        data-ops-dialog="security-verification"
        // The panel knows where its step starts.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusStart.current?.();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const element = returnFocus.current;
          returnFocus.current = null;
          if (element?.isConnected) element.focus();
        }}
      >
        <VerificationPanel
          {...setup}
          memory={memory}
          focusStart={focusStart}
          onResult={onResult}
          title={title}
          description={description}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
