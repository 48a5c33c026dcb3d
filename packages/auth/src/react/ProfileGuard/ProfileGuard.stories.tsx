import type { Meta, StoryObj } from '@storybook/react-vite';
import { financeAdmin, tenantProfile } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { ProfileGuard } from './ProfileGuard';

const meta = {
  title: 'Packages/auth/Guards/ProfileGuard',
  component: ProfileGuard,
  args: {
    path: 'finance.approval.level',
    allowed: [2, 3],
    children: <button type="button">Second approval</button>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo
      check={`<ProfileGuard path="${args.path}" allowed={${JSON.stringify(args.allowed)}}${args.source ? ` source="${args.source}"` : ''}>`}
    >
      <ProfileGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof ProfileGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general profile's nested `finance.approval.level` is 2, one of the allowed values. */
export const Allowed: Story = { decorators: [withSession({ user: financeAdmin, tenantProfile })] };

/** The tenant-role profile's `sandbox.enabled` is false, not the required true. */
export const Denied: Story = {
  args: {
    path: 'sandbox.enabled',
    allowed: true,
    source: 'tenant',
    children: <button type="button">Create sandbox tenant</button>,
  },
  decorators: [withSession({ user: financeAdmin, tenantProfile })],
};
