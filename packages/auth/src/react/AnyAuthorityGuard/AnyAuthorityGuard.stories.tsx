import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerService, employee } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { AnyAuthorityGuard } from './AnyAuthorityGuard';

const meta = {
  title: 'Packages/auth/Guards/AnyAuthorityGuard',
  component: AnyAuthorityGuard,
  args: {
    authorities: ['tenant:sandbox', 'tenant:delete'],
    children: <button type="button">Create sandbox tenant</button>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo check={`<AnyAuthorityGuard authorities={${JSON.stringify(args.authorities)}}>`}>
      <AnyAuthorityGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof AnyAuthorityGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer service holds `tenant:sandbox`, one of the two: enough for any-of. */
export const Allowed: Story = { decorators: [withSession({ user: customerService })] };

/** An ordinary employee holds neither. */
export const Denied: Story = {
  decorators: [withSession({ user: employee })],
};
