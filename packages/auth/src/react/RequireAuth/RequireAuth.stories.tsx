import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerService, financeAdmin, superAdmin } from '../test/fixtures';
import { DemoLoginForm, ReceivablesPage } from '../test/StoryDemos';
import { withSession } from '../test/StorySession';
import { RequireAuth } from './RequireAuth';

const accounts = [
  { username: 'fei', password: 'secret', user: financeAdmin },
  { username: 'cai', password: 'secret', user: customerService },
];

const meta = {
  title: 'Packages/auth/RequireAuth',
  component: RequireAuth,
  args: {
    requires: { kind: 'menu', menuKey: 'finance-receivables' },
    redirectToLogin: () => undefined,
    children: <ReceivablesPage />,
  },
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, with a router: `redirectToLogin` is called once, and a status says where the user goes. */
export const SignedOutRedirecting: Story = { decorators: [withSession({})] };

/** Signed out, without a router: the login fallback renders in place; logging in shows the route, or the 403 page. */
export const SignedOutLoginFallback: Story = {
  args: { redirectToLogin: undefined, loginFallback: <DemoLoginForm /> },
  decorators: [withSession({ accounts })],
};

/** The session is loading (a stored token, the account call on its way). */
export const Loading: Story = { decorators: [withSession({ status: 'loading' })] };

/** Signed in without the menu: the 403 page names the rule (menu) and the key (finance-receivables). */
export const Forbidden: Story = { decorators: [withSession({ user: customerService })] };

/** The 403 page in Japanese, with where to ask for access. */
export const ForbiddenInJapanese: Story = {
  args: {
    forbiddenPageProps: {
      administratorContact: { label: 'ops-admin@example.com', href: 'mailto:ops-admin@example.com' },
    },
  },
  decorators: [withSession({ user: customerService, locale: 'ja' })],
};

/** A super administrator previewing customer service: the route guard answers as that role, and says so. */
export const ForbiddenWhilePreviewing: Story = {
  decorators: [withSession({ user: superAdmin, viewAs: 'CUSTOMER_SERVICE' })],
};

/** Signed in with the menu: the route renders. */
export const Allowed: Story = { decorators: [withSession({ user: financeAdmin })] };
