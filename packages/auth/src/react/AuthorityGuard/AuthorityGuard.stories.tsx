import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerService, financeAdmin } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { AuthorityGuard } from './AuthorityGuard';

const meta = {
  title: 'Packages/auth/Guards/AuthorityGuard',
  component: AuthorityGuard,
  args: {
    authority: ['finance:audit', 'finance:pay'],
    children: <button type="button">Pay the invoice</button>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo check={`<AuthorityGuard authority={${JSON.stringify(args.authority)}}>`}>
      <AuthorityGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof AuthorityGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finance administrator holds both authorities of the list: the button shows. */
export const Allowed: Story = { decorators: [withSession({ user: financeAdmin })] };

/** Customer service holds neither. A list needs every one, so the fallback names both. */
export const Denied: Story = {
  decorators: [withSession({ user: customerService })],
};
