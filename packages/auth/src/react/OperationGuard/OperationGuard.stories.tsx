import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerService } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { OperationGuard } from './OperationGuard';

const meta = {
  title: 'Packages/auth/Guards/OperationGuard',
  component: OperationGuard,
  args: {
    menuKey: 'tenant-manage',
    children: <button type="button">New tenant group</button>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo check={`<OperationGuard menuKey="${args.menuKey}">`}>
      <OperationGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof OperationGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer service may change tenants: the create button shows. */
export const Allowed: Story = { decorators: [withSession({ user: customerService })] };

/** Contracts are read-only (R) for customer service: the menu shows, its create button does not. */
export const Denied: Story = {
  args: {
    menuKey: 'finance-contract-management',
    children: <button type="button">New contract</button>,
  },
  decorators: [withSession({ user: customerService })],
};
