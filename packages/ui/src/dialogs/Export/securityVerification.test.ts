import { describe, expect, it } from 'vitest';
import {
  availableChannels,
  canSendCode,
  initialVerificationState,
  maskEmail,
  maskPhone,
  normalizeVerificationCode,
  retryAfterOf,
  secondsUntilResend,
  validateVerificationCode,
  verificationMemoryOf,
  verificationReducer,
  type VerificationEvent,
  type VerificationState,
} from './securityVerification';

const both = { PHONE: '138****0001', EMAIL: 'a***n@opsdesk.example' } as const;

function play(state: VerificationState, ...events: VerificationEvent[]): VerificationState {
  return events.reduce(verificationReducer, state);
}

/** A state on the second step: a code was sent to the phone at `at`. */
function codeSent(at = 0): VerificationState {
  return play(initialVerificationState(both), { type: 'send', now: at }, { type: 'sent', now: at });
}

describe('validateVerificationCode', () => {
  it('accepts six digits', () => {
    expect(validateVerificationCode('123456')).toBeNull();
  });

  it('accepts six digits typed with spaces', () => {
    expect(validateVerificationCode(' 123 456 ')).toBeNull();
  });

  it('asks for a code when nothing is entered', () => {
    expect(validateVerificationCode('   ')).toBe('required');
  });

  it('refuses five digits', () => {
    expect(validateVerificationCode('12345')).toBe('format');
  });

  it('refuses seven digits', () => {
    expect(validateVerificationCode('1234567')).toBe('format');
  });

  it('refuses letters', () => {
    expect(validateVerificationCode('12a456')).toBe('format');
  });

  it('sends the code without its spaces', () => {
    expect(normalizeVerificationCode('123 456')).toBe('123456');
  });
});

describe('masking', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });

  it('masks a short number whole', () => {
    expect(maskPhone('1234')).toBe('****');
  });

  it('keeps the first and last letter of an address and its domain', () => {
    expect(maskEmail('admin@opsdesk.example')).toBe('a***n@opsdesk.example');
  });

  it('masks a two-letter address to its first letter', () => {
    expect(maskEmail('al@opsdesk.example')).toBe('a***@opsdesk.example');
  });
});

describe('retryAfterOf', () => {
  it('reads the Retry-After header of the answer', () => {
    expect(retryAfterOf({ response: { headers: { 'retry-after': '37' } } })).toBe(37);
  });

  it('reads retryAfter in the decoded body', () => {
    expect(retryAfterOf({ body: { errorCode: 'VERIFICATION_RESEND_TOO_SOON', retryAfter: 12 } })).toBe(12);
  });

  it('reads nothing from an error without a wait', () => {
    expect(retryAfterOf(new Error('offline'))).toBeUndefined();
  });
});

describe('availableChannels', () => {
  it('lists the phone before the e-mail', () => {
    expect(availableChannels({ EMAIL: 'e', PHONE: 'p' }).map((option) => option.channel)).toEqual([
      'PHONE',
      'EMAIL',
    ]);
  });

  it('leaves out a channel the account does not have', () => {
    expect(availableChannels({ PHONE: null, EMAIL: 'a***n@opsdesk.example' })).toEqual([
      { channel: 'EMAIL', target: 'a***n@opsdesk.example' },
    ]);
  });
});

describe('initialVerificationState', () => {
  it('starts on choosing, with the first channel chosen', () => {
    const state = initialVerificationState(both);
    expect([state.phase, state.step, state.channel]).toEqual(['choosing', 'choose', 'PHONE']);
  });

  it('chooses nothing when the account has no channel', () => {
    expect(initialVerificationState({}).channel).toBeNull();
  });

  it('reopens on the code step when a code sent earlier is still valid', () => {
    const memory = { resendAt: 60_000, pendingCode: { channel: 'EMAIL' as const, target: null, sentAt: 0 } };
    const state = initialVerificationState(both, memory, 30_000);
    expect([state.phase, state.step, state.sentTo, state.sentTarget]).toEqual([
      'codeSent',
      'code',
      'EMAIL',
      'a***n@opsdesk.example',
    ]);
  });

  it('starts over when the code sent earlier has expired', () => {
    const memory = { resendAt: 60_000, pendingCode: { channel: 'PHONE' as const, target: null, sentAt: 0 } };
    expect(initialVerificationState(both, memory, 5 * 60_000).step).toBe('choose');
  });

  it('keeps the wait before another code across openings', () => {
    const state = initialVerificationState(both, { resendAt: 60_000, pendingCode: null }, 20_000);
    expect(secondsUntilResend(state, 20_000)).toBe(40);
  });
});

describe('sending the code', () => {
  it('goes to sending', () => {
    expect(play(initialVerificationState(both), { type: 'send', now: 0 }).phase).toBe('sending');
  });

  it('goes to the code step once sent', () => {
    const state = codeSent();
    expect([state.phase, state.step, state.sentTo]).toEqual(['codeSent', 'code', 'PHONE']);
  });

  it('waits 60 seconds before another code', () => {
    expect(secondsUntilResend(codeSent(1_000), 1_000)).toBe(60);
  });

  it('counts the wait down to zero', () => {
    const state = codeSent(0);
    expect([30_000, 59_001, 60_000].map((now) => secondsUntilResend(state, now))).toEqual([30, 1, 0]);
  });

  it('waits as long as the server says', () => {
    const state = play(
      initialVerificationState(both),
      { type: 'send', now: 0 },
      { type: 'sent', now: 0, resendAfter: 90 },
    );
    expect(secondsUntilResend(state, 0)).toBe(90);
  });

  it('keeps the masked target the server answers', () => {
    const state = play(
      initialVerificationState(both),
      { type: 'send', now: 0 },
      { type: 'sent', now: 0, target: '138****9999' },
    );
    expect(state.sentTarget).toBe('138****9999');
  });

  it('refuses to resend before the countdown ends', () => {
    expect(play(codeSent(0), { type: 'send', now: 59_999 }).phase).toBe('codeSent');
  });

  it('resends once the countdown ends', () => {
    expect(play(codeSent(0), { type: 'send', now: 60_000 }).phase).toBe('sending');
  });

  it('clears the code typed for the old code when a new one is sent', () => {
    const state = play(
      codeSent(0),
      { type: 'editCode', code: '111111' },
      { type: 'send', now: 60_000 },
      { type: 'sent', now: 60_000 },
    );
    expect(state.code).toBe('');
  });

  it('keeps the error when sending fails, for a retry', () => {
    const error = new Error('offline');
    const state = play(
      initialVerificationState(both),
      { type: 'send', now: 0 },
      { type: 'sendFailed', error },
    );
    expect([state.phase, state.error, canSendCode(state, 0)]).toEqual(['sendFailed', error, true]);
  });

  it('stays on the code step when a resend fails', () => {
    const state = play(codeSent(0), { type: 'send', now: 60_000 }, { type: 'sendFailed', error: 'x' });
    expect([state.phase, state.step]).toEqual(['sendFailed', 'code']);
  });

  it('counts down the wait a refused send asks for', () => {
    const state = play(
      initialVerificationState(both),
      { type: 'send', now: 0 },
      { type: 'sendFailed', error: 'too soon', retryAfter: 42, now: 0 },
    );
    expect([state.phase, secondsUntilResend(state, 0), canSendCode(state, 0)]).toEqual([
      'sendFailed',
      42,
      false,
    ]);
  });

  it('ignores a second send while one is on its way', () => {
    const sending = play(initialVerificationState(both), { type: 'send', now: 0 });
    expect(play(sending, { type: 'send', now: 0 })).toBe(sending);
  });

  it('cannot send without a channel', () => {
    expect(canSendCode(initialVerificationState({}), 0)).toBe(false);
  });
});

describe('verifying the code', () => {
  it('does not verify an empty code', () => {
    const state = play(codeSent(), { type: 'submit' });
    expect([state.phase, state.codeIssue]).toEqual(['codeSent', 'required']);
  });

  it('does not verify a code that is not six digits', () => {
    const state = play(codeSent(), { type: 'editCode', code: '12345' }, { type: 'submit' });
    expect([state.phase, state.codeIssue]).toEqual(['codeSent', 'format']);
  });

  it('verifies six digits', () => {
    const state = play(codeSent(), { type: 'editCode', code: '123456' }, { type: 'submit' });
    expect(state.phase).toBe('verifying');
  });

  it('keeps the token once verified', () => {
    const state = play(
      codeSent(),
      { type: 'editCode', code: '123456' },
      { type: 'submit' },
      { type: 'verified', token: 'vt-1' },
    );
    expect([state.phase, state.token]).toEqual(['verified', 'vt-1']);
  });

  it('keeps a wrong code in the field for correction', () => {
    const state = play(
      codeSent(),
      { type: 'editCode', code: '123456' },
      { type: 'submit' },
      { type: 'verifyFailed', error: 'wrong' },
    );
    expect([state.phase, state.code, state.error]).toEqual(['verifyFailed', '123456', 'wrong']);
  });

  it('clears the wrong-code message when the code is corrected', () => {
    const state = play(
      codeSent(),
      { type: 'editCode', code: '123456' },
      { type: 'submit' },
      { type: 'verifyFailed', error: 'wrong' },
      { type: 'editCode', code: '123457' },
    );
    expect([state.phase, state.error]).toEqual(['codeSent', null]);
  });

  it('ignores edits while the code is being checked', () => {
    const verifying = play(codeSent(), { type: 'editCode', code: '123456' }, { type: 'submit' });
    expect(play(verifying, { type: 'editCode', code: '' }).code).toBe('123456');
  });

  it('ignores a late answer once cancelled', () => {
    const cancelled = play(
      codeSent(),
      { type: 'editCode', code: '123456' },
      { type: 'submit' },
      { type: 'cancel' },
    );
    expect(play(cancelled, { type: 'verified', token: 'late' }).phase).toBe('cancelled');
  });
});

describe('changing the channel', () => {
  it('goes back to the first step', () => {
    const state = play(codeSent(), { type: 'changeChannel' });
    expect([state.phase, state.step]).toEqual(['choosing', 'choose']);
  });

  it('keeps the countdown, which the server applies to every channel', () => {
    const state = play(codeSent(0), { type: 'changeChannel' }, { type: 'choose', channel: 'EMAIL' });
    expect([state.channel, canSendCode(state, 10_000), canSendCode(state, 60_000)]).toEqual([
      'EMAIL',
      false,
      true,
    ]);
  });

  it('is not possible while a code is being checked', () => {
    const verifying = play(codeSent(), { type: 'editCode', code: '123456' }, { type: 'submit' });
    expect(play(verifying, { type: 'changeChannel' }).step).toBe('code');
  });
});

describe('verificationMemoryOf', () => {
  it('remembers a code sent and not used', () => {
    expect(verificationMemoryOf(play(codeSent(5_000), { type: 'cancel' }))).toEqual({
      resendAt: 65_000,
      pendingCode: { channel: 'PHONE', target: null, sentAt: 5_000 },
    });
  });

  it('forgets a code once it opened a token, but not the wait', () => {
    const verified = play(
      codeSent(0),
      { type: 'editCode', code: '123456' },
      { type: 'submit' },
      { type: 'verified', token: 'vt' },
    );
    expect(verificationMemoryOf(verified)).toEqual({ resendAt: 60_000, pendingCode: null });
  });
});
