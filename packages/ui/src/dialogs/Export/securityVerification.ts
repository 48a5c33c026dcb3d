/**
 * The rules of the identity verification that exports ask for (spec §6): choose the phone or the
 * e-mail address of the account, send a six-digit code there, wait 60 s before sending another, enter
 * the code, and get a verification token back. Pure: no React, no timers, the time is passed in.
 */

/** Where a code goes: the account's mobile number or its e-mail address (`@opsdesk/api`'s values). */
export const securityVerificationChannels = ['PHONE', 'EMAIL'] as const;
export type SecurityVerificationChannel = (typeof securityVerificationChannels)[number];

/**
 * The channels the account has, each with its masked target (`138****0001`,
 * `a***n@opsdesk.example`); a channel left out or `null` cannot be chosen.
 */
export type SecurityVerificationChannels = Readonly<
  Partial<Record<SecurityVerificationChannel, string | null>>
>;

/** What `sendCode` may tell back; the operation-service answers both (`VerificationCodeSent`). */
export interface SecurityCodeSent {
  /** Seconds before another code may be sent; 60 unless told. */
  readonly resendAfter?: number | undefined;
  /** Where the code went, masked, when the server says it. */
  readonly target?: string | undefined;
}

/** Seconds between two codes, as the operation-service enforces it (one code per 60 s). */
export const RESEND_SECONDS = 60;

/** How long a code can be used, as the operation-service keeps it (5 minutes). */
export const CODE_LIFETIME_SECONDS = 5 * 60;

/** A verification code: six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/** What is wrong with a code before it is sent: nothing, nothing entered, or not six digits. */
export type VerificationCodeIssue = 'required' | 'format';

/** The code as it will be sent: without the spaces people type or paste (`123 456`). */
export function normalizeVerificationCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Checks a code before calling `verify`: `null` when it is six digits. */
export function validateVerificationCode(input: string): VerificationCodeIssue | null {
  const code = normalizeVerificationCode(input);
  if (code === '') return 'required';
  return /^\d{6}$/.test(code) ? null : 'format';
}

/** `13800000001` gives `138****0001`: enough to recognise one's own number, not to learn it. */
export function maskPhone(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 4) return '*'.repeat(digits.length);
  const keep = digits.length >= 11 ? 3 : 1;
  return `${digits.slice(0, keep)}****${digits.slice(-4)}`;
}

/** `admin@opsdesk.example` gives `a***n@opsdesk.example`. */
export function maskEmail(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const shown = local.length <= 2 ? `${local.charAt(0)}***` : `${local.charAt(0)}***${local.slice(-1)}`;
  return `${shown}${address.slice(at)}`;
}

/** The channels that can be chosen, in a fixed order (phone first), with their targets. */
export function availableChannels(
  channels: SecurityVerificationChannels,
): readonly { readonly channel: SecurityVerificationChannel; readonly target: string }[] {
  return securityVerificationChannels.flatMap((channel) => {
    const target = channels[channel];
    return typeof target === 'string' && target.trim() !== '' ? [{ channel, target }] : [];
  });
}

/**
 * - `choosing`: the channel is being chosen (first step).
 * - `sending`: a code is on its way (first step, or a resend on the second).
 * - `sendFailed`: it could not be sent; the same button tries again.
 * - `codeSent`: the code is awaited (second step), resend waits for the countdown.
 * - `verifying`: the code is being checked.
 * - `verifyFailed`: wrong or expired code; the code stays in the field for correction.
 * - `verified`, `cancelled`: over; the token, or nothing.
 */
export type VerificationPhase =
  | 'choosing'
  | 'sending'
  | 'sendFailed'
  | 'codeSent'
  | 'verifying'
  | 'verifyFailed'
  | 'verified'
  | 'cancelled';

export interface VerificationState {
  readonly phase: VerificationPhase;
  /** The first step (choose, send) or the second (enter the code). */
  readonly step: 'choose' | 'code';
  /** The channel chosen. */
  readonly channel: SecurityVerificationChannel | null;
  /** The channel of the last code sent, where it went (masked) and when. */
  readonly sentTo: SecurityVerificationChannel | null;
  readonly sentTarget: string | null;
  readonly sentAt: number | null;
  /** What the user typed. */
  readonly code: string;
  /** Why the code was not sent to `verify`. */
  readonly codeIssue: VerificationCodeIssue | null;
  /** When another code may be sent, in epoch milliseconds (0: now). */
  readonly resendAt: number;
  /** What the last `sendCode` or `verify` rejected with. */
  readonly error: unknown;
  readonly token: string | null;
}

/**
 * What is remembered between two openings (the provider keeps it): the wait before the next code,
 * and a code sent and not yet used, so that reopening asks for that code instead of a new one that
 * the server would refuse for another minute.
 */
export interface VerificationMemory {
  readonly resendAt: number;
  readonly pendingCode: {
    readonly channel: SecurityVerificationChannel;
    readonly target: string | null;
    /** When it was sent, in epoch milliseconds. */
    readonly sentAt: number;
  } | null;
}

export type VerificationEvent =
  | { readonly type: 'choose'; readonly channel: SecurityVerificationChannel }
  | { readonly type: 'send'; readonly now: number }
  | {
      readonly type: 'sent';
      readonly now: number;
      readonly resendAfter?: number | undefined;
      readonly target?: string | undefined;
    }
  | {
      readonly type: 'sendFailed';
      readonly error: unknown;
      /** Seconds the service asks to wait (a 429 with `Retry-After`), and when it said so. */
      readonly retryAfter?: number | undefined;
      readonly now?: number | undefined;
    }
  | { readonly type: 'editCode'; readonly code: string }
  | { readonly type: 'submit' }
  | { readonly type: 'verified'; readonly token: string }
  | { readonly type: 'verifyFailed'; readonly error: unknown }
  | { readonly type: 'changeChannel' }
  | { readonly type: 'cancel' };

/**
 * The first state: the first channel is chosen already; a code sent earlier, not used and still
 * valid (`codeLifetimeSeconds`) opens on the second step, to be entered.
 */
export function initialVerificationState(
  channels: SecurityVerificationChannels,
  memory: VerificationMemory | null = null,
  now = 0,
  codeLifetimeSeconds = CODE_LIFETIME_SECONDS,
): VerificationState {
  const available = availableChannels(channels);
  const pending =
    memory?.pendingCode && now - memory.pendingCode.sentAt < codeLifetimeSeconds * 1000
      ? memory.pendingCode
      : null;
  const pendingTarget = pending ? available.find((option) => option.channel === pending.channel) : undefined;
  const base: VerificationState = {
    phase: 'choosing',
    step: 'choose',
    // The first channel (the phone) is chosen already: one key press sends the code.
    channel: available[0]?.channel ?? null,
    sentTo: null,
    sentTarget: null,
    sentAt: null,
    code: '',
    codeIssue: null,
    resendAt: memory?.resendAt ?? 0,
    error: null,
    token: null,
  };
  if (!pending || !pendingTarget) return base;
  return {
    ...base,
    phase: 'codeSent',
    step: 'code',
    channel: pending.channel,
    sentTo: pending.channel,
    sentTarget: pending.target ?? pendingTarget.target,
    sentAt: pending.sentAt,
  };
}

/** Whole seconds left before another code may be sent; 0 when it may. */
export function secondsUntilResend(state: Pick<VerificationState, 'resendAt'>, now: number): number {
  return Math.max(0, Math.ceil((state.resendAt - now) / 1000));
}

/** True while a call is running: nothing else may start. */
export function isVerificationBusy(state: VerificationState): boolean {
  return state.phase === 'sending' || state.phase === 'verifying';
}

/** True once the dialog has an answer. */
export function isVerificationOver(state: VerificationState): boolean {
  return state.phase === 'verified' || state.phase === 'cancelled';
}

/** Whether a code may be sent now to the chosen channel. */
export function canSendCode(state: VerificationState, now: number): boolean {
  return (
    !isVerificationBusy(state) &&
    !isVerificationOver(state) &&
    state.channel !== null &&
    secondsUntilResend(state, now) === 0
  );
}

/** The next state. Events that do not apply in the current phase leave it as it is. */
export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  if (isVerificationOver(state)) return state;
  switch (event.type) {
    case 'choose':
      if (state.step !== 'choose' || isVerificationBusy(state)) return state;
      return { ...state, channel: event.channel };
    case 'send':
      if (!canSendCode(state, event.now)) return state;
      return { ...state, phase: 'sending', error: null };
    case 'sent': {
      if (state.phase !== 'sending' || state.channel === null) return state;
      const seconds = event.resendAfter ?? RESEND_SECONDS;
      return {
        ...state,
        phase: 'codeSent',
        step: 'code',
        sentTo: state.channel,
        sentTarget: event.target ?? null,
        sentAt: event.now,
        // A new code replaces the one before: what was typed for the old one goes.
        code: '',
        codeIssue: null,
        resendAt: event.now + Math.max(0, seconds) * 1000,
        error: null,
      };
    }
    case 'sendFailed': {
      if (state.phase !== 'sending') return state;
      // "Too soon" (a code went out from another tab, say): the countdown shows the wait left.
      const waitUntil =
        event.retryAfter !== undefined && event.now !== undefined ? event.now + event.retryAfter * 1000 : 0;
      return {
        ...state,
        phase: 'sendFailed',
        error: event.error,
        resendAt: Math.max(state.resendAt, waitUntil),
      };
    }
    case 'editCode':
      if (state.step !== 'code' || state.phase === 'verifying') return state;
      return {
        ...state,
        code: event.code,
        codeIssue: null,
        // Correcting the code clears the "wrong code" message; a failed resend stays told.
        ...(state.phase === 'verifyFailed' && { phase: 'codeSent' as const, error: null }),
      };
    case 'submit': {
      if (state.step !== 'code' || isVerificationBusy(state)) return state;
      const issue = validateVerificationCode(state.code);
      if (issue) return { ...state, codeIssue: issue };
      return { ...state, phase: 'verifying', codeIssue: null, error: null };
    }
    case 'verified':
      if (state.phase !== 'verifying') return state;
      return { ...state, phase: 'verified', token: event.token };
    case 'verifyFailed':
      if (state.phase !== 'verifying') return state;
      return { ...state, phase: 'verifyFailed', error: event.error };
    case 'changeChannel':
      if (state.step !== 'code' || isVerificationBusy(state)) return state;
      return { ...state, phase: 'choosing', step: 'choose', code: '', codeIssue: null, error: null };
    case 'cancel':
      return { ...state, phase: 'cancelled' };
  }
}

/** What to remember when the dialog closes in `state`. */
export function verificationMemoryOf(state: VerificationState): VerificationMemory {
  const unused = state.phase !== 'verified';
  return {
    resendAt: state.resendAt,
    pendingCode:
      unused && state.sentTo !== null && state.sentAt !== null
        ? { channel: state.sentTo, target: state.sentTarget, sentAt: state.sentAt }
        : null,
  };
}

/**
 * The wait a refused send asks for, in seconds: the `Retry-After` header of the answer, or a
 * `retryAfter` in its body (the operation-service's 429 `VERIFICATION_RESEND_TOO_SOON` carries both).
 * Read from the shape of `@opsdesk/http`'s `HttpError` (`response.headers`, `body`), or an axios error.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { body, response } = error as {
    body?: unknown;
    response?: { headers?: unknown; data?: unknown } | null;
  };
  const seconds = (value: unknown): number | undefined => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) && number > 0
      ? Math.ceil(number)
      : undefined;
  };
  const headers = response?.headers;
  const header =
    headers !== null && typeof headers === 'object'
      ? seconds((headers as Record<string, unknown>)['retry-after'])
      : undefined;
  const fromBody = (value: unknown) =>
    value !== null && typeof value === 'object'
      ? seconds((value as { retryAfter?: unknown }).retryAfter)
      : undefined;
  return header ?? fromBody(body) ?? fromBody(response?.data);
}
