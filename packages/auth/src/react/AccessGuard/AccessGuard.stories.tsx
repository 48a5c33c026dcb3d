import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerService, financeAdmin } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { AccessGuard } from './AccessGuard';

const meta = {
  title: 'Packages/auth/Guards/AccessGuard',
  component: AccessGuard,
  args: {
    requires: [
      { kind: 'menu', menuKey: 'finance-contract-management' },
      { kind: 'operation', menuKey: 'finance-contract-management' },
    ],
    children: <button type="button">Edit contract</button>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo check={`<AccessGuard requires={${JSON.stringify(args.requires)}}>`}>
      <AccessGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof AccessGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every requirement of the list is met: a finance administrator sees contracts and may change them. */
export const Allowed: Story = { decorators: [withSession({ user: financeAdmin })] };

/** Customer service sees contracts but read-only: the first denial of the list (the R rule) decides. */
export const Denied: Story = { decorators: [withSession({ user: customerService })] };

/** Without a fallback a denied guard renders nothing: here, only the frame around it. */
export const DeniedWithoutFallback: Story = {
  args: { fallback: undefined },
  decorators: [withSession({ user: customerService })],
};
