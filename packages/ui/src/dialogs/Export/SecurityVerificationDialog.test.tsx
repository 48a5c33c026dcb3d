// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from './test/dialogTexts';
import type { SecurityVerificationChannels } from './securityVerification';
import type { SendVerificationCode, VerifyVerificationCode } from './SecurityVerificationDialog';
import { SecurityVerificationProvider } from './SecurityVerificationProvider';
import { useSecurityVerification, type OpenVerification } from './useSecurityVerification';
import { createVerificationBridge } from './verificationBridge';

const both: SecurityVerificationChannels = { PHONE: '138****0001', EMAIL: 'a***n@opsdesk.example' };

let openVerification: OpenVerification;

function Capture() {
  openVerification = useSecurityVerification();
  return null;
}

interface Setup {
  readonly channels?: SecurityVerificationChannels;
  readonly sendCode?: SendVerificationCode;
  readonly verify?: VerifyVerificationCode;
  readonly describeError?: (error: unknown) => { message: string; spanId?: string } | undefined;
  readonly locale?: string;
}

function setup({
  channels = both,
  sendCode = vi.fn<SendVerificationCode>(async () => undefined),
  verify = vi.fn<VerifyVerificationCode>(async () => 'vt-1'),
  describeError,
  locale = 'en',
}: Setup = {}) {
  renderWithTexts(
    <SecurityVerificationProvider
      channels={channels}
      sendCode={sendCode}
      verify={verify}
      describeError={describeError}
    >
      <Capture />
      <button type="button">Export</button>
    </SecurityVerificationProvider>,
    locale,
  );
  return { sendCode, verify };
}

/** Opens the dialog the way an export does, and returns the answer to come. */
function ask(request?: Parameters<OpenVerification>[0]): Promise<string | null> {
  let answer!: Promise<string | null>;
  act(() => {
    answer = openVerification(request);
  });
  return answer;
}

/** The text `aria-describedby` points at (jsdom computes no accessible description). */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Lets `seconds` pass on the fake clock, one second (one render of the countdown) at a time. */
function pass(seconds: number) {
  for (let second = 0; second < seconds; second += 1) act(() => vi.advanceTimersByTime(1_000));
}

/**
 * Lets pending promises and imports (the provider's dialog loads on first use) settle, and the renders
 * they cause happen (fake timers included).
 */
async function flush() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function sendToPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  return screen.findByRole('textbox', { name: 'Verification code' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SecurityVerificationDialog: choosing the channel', () => {
  it('is a dialog named "Verify your identity"', async () => {
    setup();
    void ask();
    // The file's first verification loads the dialog's module (the provider imports it on first use).
    expect(
      await screen.findByRole('dialog', { name: 'Verify your identity' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('offers the phone and the e-mail with their masked targets', async () => {
    setup();
    void ask();
    const group = await screen.findByRole('radiogroup', { name: 'Send the code to' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map(description)).toEqual(['138****0001', 'a***n@opsdesk.example']);
  });

  it('has the phone chosen and focused on opening', async () => {
    setup();
    void ask();
    const phone = await screen.findByRole('radio', { name: 'Text message' });
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect((phone as HTMLInputElement).checked).toBe(true);
  });

  it('focuses Send when the account has one channel only', async () => {
    setup({ channels: { PHONE: null, EMAIL: 'a***n@opsdesk.example' } });
    void ask();
    const send = await screen.findByRole('button', { name: 'Send code' });
    await waitFor(() => expect(document.activeElement).toBe(send));
  });

  it('sends the code to the channel chosen with the arrow keys', async () => {
    const user = userEvent.setup();
    const { sendCode } = setup();
    void ask();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Text message' })),
    );
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith('EMAIL');
  });

  it('shows Send busy while the code is on its way', async () => {
    const user = userEvent.setup();
    setup({ sendCode: () => new Promise(() => undefined) });
    void ask();
    const send = await screen.findByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(send.getAttribute('aria-busy')).toBe('true');
  });

  it('explains that nothing can be sent when the account has no channel', async () => {
    setup({ channels: { PHONE: null } });
    void ask();
    expect((await screen.findByRole('alert')).textContent).toMatch(/no mobile number or e-mail address/);
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });
});

describe('SecurityVerificationDialog: a failed send', () => {
  it('says why, in the words of describeError, with the span id', async () => {
    const user = userEvent.setup();
    setup({
      sendCode: () => Promise.reject(new Error('429')),
      describeError: () => ({ message: 'Wait a minute before asking for another code.', spanId: 'sp-9' }),
    });
    void ask();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Wait a minute before asking for another code\.spanId: sp-9/);
  });

  it('says it in its own words without describeError', async () => {
    const user = userEvent.setup();
    setup({ sendCode: () => Promise.reject(new Error('Request failed with status 500')) });
    void ask();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code could not be sentCheck your connection and try again.',
    );
  });

  it('counts down the wait the service asks for when it refuses a code as too soon', async () => {
    const user = userEvent.setup();
    const tooSoon = Object.assign(new Error('429'), {
      status: 429,
      response: { status: 429, headers: { 'retry-after': '42' }, data: null },
    });
    setup({ sendCode: () => Promise.reject(tooSoon) });
    void ask();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(
      ((await screen.findByRole('button', { name: 'Send code in 42 s' })) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends again with Retry', async () => {
    const user = userEvent.setup();
    const sendCode = vi
      .fn<SendVerificationCode>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    setup({ sendCode });
    void ask();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeTruthy();
  });
});

describe('SecurityVerificationDialog: the code sent', () => {
  it('says where the code went and puts the focus in the code field', async () => {
    const user = userEvent.setup();
    setup();
    void ask();
    const field = await sendToPhone(user);
    expect(screen.getByText('A 6-digit code was sent to 138****0001.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('shows the masked target the server answered', async () => {
    const user = userEvent.setup();
    setup({ sendCode: async () => ({ target: '138****7777', resendAfter: 60 }) });
    void ask();
    await sendToPhone(user);
    expect(screen.getByText('A 6-digit code was sent to 138****7777.')).toBeTruthy();
  });

  it('offers the code field to one-time-code autofill, with a numeric keyboard', async () => {
    const user = userEvent.setup();
    setup();
    void ask();
    const field = await sendToPhone(user);
    expect([field.getAttribute('autocomplete'), field.getAttribute('inputmode')]).toEqual([
      'one-time-code',
      'numeric',
    ]);
  });

  it('goes back to the choice with "Use another method"', async () => {
    const user = userEvent.setup();
    setup();
    void ask();
    await sendToPhone(user);
    await user.click(screen.getByRole('button', { name: 'Use another method' }));
    expect(await screen.findByRole('radiogroup', { name: 'Send the code to' })).toBeTruthy();
  });
});

describe('SecurityVerificationDialog: the resend countdown', () => {
  // Fake time: Testing Library's user-event waits on timers that Vitest's fake clock holds, so these
  // tests click with fireEvent.
  async function sentWithFakeTime() {
    vi.useFakeTimers();
    const sendCode = vi.fn<SendVerificationCode>(async () => undefined);
    setup({ sendCode });
    void ask();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    return { sendCode };
  }

  it('starts at 60 seconds with resend disabled', async () => {
    await sentWithFakeTime();
    const resend = screen.getByRole('button', { name: 'Resend in 60 s' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts down one second at a time', async () => {
    await sentWithFakeTime();
    pass(1);
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeTruthy();
    pass(29);
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeTruthy();
  });

  it('keeps resend disabled one second before the end', async () => {
    await sentWithFakeTime();
    pass(59);
    expect((screen.getByRole('button', { name: 'Resend in 1 s' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables resend at zero', async () => {
    await sentWithFakeTime();
    pass(60);
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a new code with resend, and counts again', async () => {
    const { sendCode } = await sentWithFakeTime();
    pass(60);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await flush();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
  });

  it('counts the wait the server asks for', async () => {
    vi.useFakeTimers();
    setup({ sendCode: async () => ({ resendAfter: 90 }) });
    void ask();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 90 s' })).toBeTruthy();
  });

  it('keeps counting on the first step after "Use another method"', async () => {
    await sentWithFakeTime();
    pass(20);
    fireEvent.click(screen.getByRole('button', { name: 'Use another method' }));
    expect((screen.getByRole('button', { name: 'Send code in 40 s' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('asks for the code already sent when reopened within the countdown', async () => {
    await sentWithFakeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    pass(10);
    void ask();
    await flush();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend in 50 s' })).toBeTruthy();
  });
});

describe('SecurityVerificationDialog: verifying', () => {
  it('asks for the code when none is entered, without verifying', async () => {
    const user = userEvent.setup();
    const { verify } = setup();
    void ask();
    await sendToPhone(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(description(screen.getByRole('textbox', { name: 'Verification code' }))).toMatch(
      /Enter the code you received\./,
    );
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a code that is not six digits, without verifying', async () => {
    const user = userEvent.setup();
    const { verify } = setup();
    void ask();
    const field = await sendToPhone(user);
    await user.type(field, '12345{Enter}');
    expect(description(field)).toMatch(/The code is 6 digits\./);
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies with Enter, sending the code without spaces to the channel used', async () => {
    const user = userEvent.setup();
    const { verify } = setup();
    void ask();
    const field = await sendToPhone(user);
    await user.type(field, '123 456{Enter}');
    expect(verify).toHaveBeenCalledWith('PHONE', '123456');
  });

  it('shows Verify busy while the code is checked', async () => {
    const user = userEvent.setup();
    setup({ verify: () => new Promise(() => undefined) });
    void ask();
    const field = await sendToPhone(user);
    await user.type(field, '123456{Enter}');
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('aria-busy')).toBe('true');
  });

  it('resolves with the token and closes', async () => {
    const user = userEvent.setup();
    setup({ verify: async () => 'vt-777' });
    const answer = ask();
    const field = await sendToPhone(user);
    await user.type(field, '123456{Enter}');
    await expect(answer).resolves.toBe('vt-777');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a wrong code in the field, says so and focuses it', async () => {
    const user = userEvent.setup();
    setup({ verify: () => Promise.reject(new Error('400')) });
    void ask();
    const field = await sendToPhone(user);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(description(field)).toMatch(/The code is wrong or has expired\. Check it, or send a new one\./),
    );
    expect((field as HTMLInputElement).value).toBe('654321');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("shows the server's words for a refused code when describeError is given", async () => {
    const user = userEvent.setup();
    setup({
      verify: () => Promise.reject(new Error('400')),
      describeError: () => ({ message: 'Too many wrong codes: send a new one.' }),
    });
    void ask();
    const field = await sendToPhone(user);
    await user.type(field, '654321{Enter}');
    await waitFor(() => expect(description(field)).toMatch(/Too many wrong codes: send a new one\./));
  });

  it('verifies the corrected code', async () => {
    const user = userEvent.setup();
    const verify = vi
      .fn<VerifyVerificationCode>()
      .mockRejectedValueOnce(new Error('400'))
      .mockResolvedValue('vt-2');
    setup({ verify });
    const answer = ask();
    const field = await sendToPhone(user);
    await user.type(field, '654321{Enter}');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    await user.clear(field);
    await user.type(field, '123456{Enter}');
    await expect(answer).resolves.toBe('vt-2');
  });
});

describe('useSecurityVerification', () => {
  it('resolves null when cancelled', async () => {
    const user = userEvent.setup();
    setup();
    const answer = ask();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeNull();
  });

  it('resolves null when Escape closes it', async () => {
    const user = userEvent.setup();
    setup();
    const answer = ask();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeNull();
  });

  it('resolves null and closes when the signal aborts', async () => {
    setup();
    const controller = new AbortController();
    const answer = ask({ signal: controller.signal });
    await screen.findByRole('dialog');
    act(() => controller.abort());
    await expect(answer).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives both callers the same token when asked twice', async () => {
    const user = userEvent.setup();
    setup({ verify: async () => 'vt-shared' });
    const first = ask();
    const second = ask();
    const field = await sendToPhone(user);
    await user.type(field, '123456{Enter}');
    await expect(Promise.all([first, second])).resolves.toEqual(['vt-shared', 'vt-shared']);
  });

  it('takes the title and the description of the request', async () => {
    setup();
    void ask({ title: 'Verify to export tenants', description: '1,204 tenants, region CN' });
    const dialog = await screen.findByRole('dialog', { name: 'Verify to export tenants' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('1,204 tenants, region CN')).toBeTruthy();
  });

  it('gives the focus back to what had it when asked', async () => {
    const user = userEvent.setup();
    setup();
    const opener = screen.getByRole('button', { name: 'Export' });
    opener.focus();
    void ask();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('rejects without a provider', async () => {
    renderWithTexts(<Capture />);
    await expect(openVerification()).rejects.toThrow(/SecurityVerificationProvider/);
  });

  it('opens from outside React through a bridge', async () => {
    const bridge = createVerificationBridge();
    renderWithTexts(
      <SecurityVerificationProvider
        channels={both}
        sendCode={async () => undefined}
        verify={async () => 'vt'}
        bridge={bridge}
      >
        <span />
      </SecurityVerificationProvider>,
    );
    act(() => {
      void bridge.verifyIdentity({ signal: undefined });
    });
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
  });

  it('verifies in Strict Mode', async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <StrictMode>
        <SecurityVerificationProvider
          channels={both}
          sendCode={async () => undefined}
          verify={async () => 'vt-strict'}
        >
          <Capture />
        </SecurityVerificationProvider>
      </StrictMode>,
    );
    const answer = ask();
    const field = await sendToPhone(user);
    await user.type(field, '123456{Enter}');
    await expect(answer).resolves.toBe('vt-strict');
  });

  it('speaks the interface language', async () => {
    setup({ locale: 'zh-CN' });
    void ask();
    expect(await screen.findByRole('dialog', { name: '身份验证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeTruthy();
  });
});
