import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import type { DescribeFailure } from './describeFailure';
import type { SecurityVerificationChannels } from './securityVerification';
import { SecurityVerificationProvider } from './SecurityVerificationProvider';
import { WithDialogTexts } from './test/dialogTexts';
import { useSecurityVerification } from './useSecurityVerification';

/** An error as `@opsdesk/http` rejects with: a technical message, the answer's span id, and the text to show. */
class SimulatedHttpError extends Error {
  constructor(
    readonly display: string,
    readonly spanId: string,
    readonly response?: { readonly status: number; readonly headers: Readonly<Record<string, string>> },
  ) {
    super('Request failed with status 400');
  }
}

const describeSimulated: DescribeFailure = (error) =>
  error instanceof SimulatedHttpError ? { message: error.display, spanId: error.spanId } : undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const forever = () => new Promise<never>(() => undefined);

interface DemoProps {
  /** The account's channels, masked. */
  readonly channels: SecurityVerificationChannels;
  /** How the simulated `POST /api/security/verification/code` answers. */
  readonly send: 'succeeds' | 'fails' | 'too soon' | 'hangs';
  /** Seconds before another code, as the service answers (`resendAfter`). */
  readonly resendAfter: number;
  /** How the simulated `POST /api/security/verification/token` answers: 123456 is the right code. */
  readonly check: 'accepts 123456' | 'hangs';
}

function Opener() {
  const verify = useSecurityVerification();
  const [answer, setAnswer] = useState('No answer yet');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Button
        variant="primary"
        onClick={async () => {
          const token = await verify();
          setAnswer(token === null ? 'Cancelled: null' : `Token ${token}`);
        }}
      >
        Export tenants
      </Button>
      <output aria-label="Answer">{answer}</output>
    </div>
  );
}

function VerificationDemo({ channels, send, resendAfter, check }: DemoProps) {
  return (
    <SecurityVerificationProvider
      channels={channels}
      describeError={describeSimulated}
      sendCode={async (channel) => {
        if (send === 'hangs') return forever();
        await wait(300);
        if (send === 'too soon') {
          throw new SimulatedHttpError(
            'A code was sent a moment ago: wait before asking for another.',
            '2c8e0d5b7a14',
            {
              status: 429,
              headers: { 'retry-after': '42' },
            },
          );
        }
        if (send === 'fails') {
          throw new SimulatedHttpError(
            'The SMS gateway did not answer. Try again, or use the e-mail.',
            '4f1c9a07e2b3',
          );
        }
        return { channel, target: channels[channel], resendAfter };
      }}
      verify={async (_channel, code) => {
        if (check === 'hangs') return forever();
        await wait(300);
        if (code !== '123456') {
          throw new SimulatedHttpError('The verification code is wrong or has expired.', '9b2d4e61a0c8');
        }
        return 'vt-5e0c1f9a';
      }}
    >
      <Opener />
    </SecurityVerificationProvider>
  );
}

const both: SecurityVerificationChannels = { PHONE: '138****0001', EMAIL: 'a***n@opsdesk.example' };

const usage = `
Exports ask for an identity check first (spec §6): the user chooses the phone or the e-mail address of
the account, receives a six-digit code (another one after 60 s), enters it, and gets back the
verification token the export sends. The dialog is **transport-free**: it takes the two calls of the
operation-service and never calls a server itself.

| state | what the user sees |
| --- | --- |
| choose | the phone and the e-mail, masked; the first is chosen, Send code |
| sending | Send busy |
| code sent | where the code went, the code field (6 digits, one-time-code autofill), Resend with its 60 s countdown |
| verifying | Verify busy |
| wrong or expired code | the reason under the field, the code kept for correction |
| send failed | the reason and its span id, Retry |
| cancelled | Cancel, Escape or ×: the promise resolves \`null\` |

One provider for the app; the http client reaches it through a bridge, since it is created outside React:

\`\`\`tsx
import { createHttpClient, describeError } from '@opsdesk/http';
import { exchangeVerificationCode, requestVerificationCode } from '@opsdesk/api';
import { createVerificationBridge, maskEmail, maskPhone, SecurityVerificationProvider } from '@opsdesk/ui';

const verification = createVerificationBridge();
export const http = createHttpClient({
  baseURL: '/operationservice',
  // …
  verifyIdentity: verification.verifyIdentity, // http.download() asks here first
});

export function Shell({ account, language, children }) {
  return (
    <SecurityVerificationProvider
      bridge={verification}
      channels={{
        PHONE: account.mobile && maskPhone(account.mobile),
        EMAIL: account.email && maskEmail(account.email),
      }}
      // POST /api/security/verification/code: its answer's resendAfter and masked target are used
      sendCode={(channel) => requestVerificationCode(http, channel)}
      // POST /api/security/verification/token
      verify={async (_channel, code) => (await exchangeVerificationCode(http, code)).verificationToken}
      describeError={(error) => describeError(error, { language })}
    >
      {children}
    </SecurityVerificationProvider>
  );
}
\`\`\`

Anywhere below: \`const verify = useSecurityVerification(); const token = await verify({ signal });\`,
\`null\` when the user cancelled. Calls made while the dialog is open share its answer; aborting the
signal closes it. Outside production the service keeps the codes in the development mailbox
(\`GET /api/dev/mailbox\`, \`listDevMailbox(http)\`) instead of sending them. A code sent and not used is
asked for again when the dialog reopens within its 5 minutes, so that the user does not wait out the
60 s the service puts between two codes.
`;

const meta = {
  title: 'Packages/ui/Dialogs/SecurityVerification',
  tags: ['autodocs'],
  component: VerificationDemo,
  args: { channels: both, send: 'succeeds', resendAfter: 60, check: 'accepts 123456' },
  argTypes: {
    send: { control: 'inline-radio', options: ['succeeds', 'fails', 'too soon', 'hangs'] },
    check: { control: 'inline-radio', options: ['accepts 123456', 'hangs'] },
    channels: { control: 'object' },
  },
  decorators: [
    (Story, context) => (
      <WithDialogTexts locale={String(context.globals.locale ?? 'en')}>
        <Story />
      </WithDialogTexts>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof VerificationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Export tenants' }));
  return screen.findByRole('dialog', { name: 'Verify your identity' });
}

async function sendCode(canvas: ReturnType<typeof within>) {
  const dialog = await openDialog(canvas);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  const field = await within(dialog).findByRole('textbox', { name: 'Verification code' });
  return { dialog, field };
}

/** Choose the channel: phone and e-mail, masked; the phone is chosen and has the focus. */
export const ChooseChannel: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const phone = within(dialog).getByRole('radio', { name: 'Text message' });
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'E-mail' })).toBeChecked();
  },
};

/** Sending: the button is busy until the service answers. */
export const Sending: Story = {
  args: { send: 'hangs' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** Code sent: where it went, the code field with the focus, Resend disabled while the 60 s count down. */
export const CodeSent: Story = {
  play: async ({ canvas }) => {
    const { dialog, field } = await sendCode(canvas);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByText('A 6-digit code was sent to 138****0001.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  },
};

/** Resend once the countdown is over (here the service asks for 2 s instead of 60). */
export const ResendAfterCountdown: Story = {
  args: { resendAfter: 2 },
  play: async ({ canvas }) => {
    const { dialog } = await sendCode(canvas);
    const resend = await within(dialog).findByRole('button', { name: 'Resend code' }, { timeout: 4_000 });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(await within(dialog).findByRole('button', { name: /^Resend in \d s$/ })).toBeDisabled();
  },
};

/** A code that is not six digits is refused before any call. */
export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    const { dialog, field } = await sendCode(canvas);
    await userEvent.type(field, '12a4{Enter}');
    await expect(within(dialog).getByText('The code is 6 digits.')).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Verifying: the Verify button is busy while the code is checked. */
export const Verifying: Story = {
  args: { check: 'hangs' },
  play: async ({ canvas }) => {
    const { dialog, field } = await sendCode(canvas);
    await userEvent.type(field, '123456{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The right code: the dialog closes and the promise resolves with the token. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    const { dialog, field } = await sendCode(canvas);
    await userEvent.type(field, '123456{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Answer' })).toHaveTextContent('Token vt-5e0c1f9a');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export tenants' })).toHaveFocus());
  },
};

/** A wrong or expired code: the service's reason under the field, the code kept to correct it. */
export const WrongCode: Story = {
  play: async ({ canvas }) => {
    const { dialog, field } = await sendCode(canvas);
    await userEvent.type(field, '654321{Enter}');
    await expect(
      await within(dialog).findByText('The verification code is wrong or has expired.'),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('654321');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The code could not be sent: the reason and its span id, and Retry. */
export const SendFailed: Story = {
  args: { send: 'fails' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The SMS gateway did not answer. Try again, or use the e-mail.');
    await expect(alert).toHaveTextContent('spanId: 4f1c9a07e2b3');
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Refused as too soon (a code went out from another tab): the countdown shows the wait the service asks for. */
export const SendTooSoon: Story = {
  args: { send: 'too soon' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /wait before asking for another/,
    );
    await expect(within(dialog).getByRole('button', { name: /^Send code in 4\d s$/ })).toBeDisabled();
  },
};

/** Keyboard only: Enter opens, the arrows choose, Tab reaches Send, the code goes in with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Export tenants' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Text message' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = await within(dialog).findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(
      within(dialog).getByText('A 6-digit code was sent to a***n@opsdesk.example.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Answer' })).toHaveTextContent('Token vt-5e0c1f9a');
  },
};

/** Cancelled with Escape: the promise resolves null and the focus goes back. */
export const Cancelled: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Answer' })).toHaveTextContent('Cancelled: null');
  },
};

/** An account with an e-mail address only: it is chosen, and Send has the focus. */
export const EmailOnly: Story = {
  args: { channels: { PHONE: null, EMAIL: 'a***n@opsdesk.example' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveFocus());
  },
};

/** An account with neither: the user is told whom to ask. */
export const NoChannel: Story = {
  args: { channels: {} },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Ask an administrator/);
    await expect(within(dialog).queryByRole('button', { name: 'Send code' })).toBeNull();
  },
};

/** Simplified Chinese, dark theme, compact density. */
export const ChineseDark: Story = {
  globals: { locale: 'zh-CN', theme: 'dark', density: 'compact' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export tenants' }));
    const dialog = await screen.findByRole('dialog', { name: '身份验证' });
    await userEvent.click(within(dialog).getByRole('button', { name: '发送验证码' }));
    await expect(await within(dialog).findByRole('textbox', { name: '验证码' })).toBeInTheDocument();
  },
};
