import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerService, financeAdmin } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { MenuGuard } from './MenuGuard';

const meta = {
  title: 'Packages/auth/Guards/MenuGuard',
  component: MenuGuard,
  args: {
    menuKey: 'finance-receivables',
    children: <a href="/main/finance-receivables">Receivables</a>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo check={`<MenuGuard menuKey="${args.menuKey}">`}>
      <MenuGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof MenuGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finance administrator has a view of `finance-receivables` (menu type M, operate type 1): the menu entry shows. */
export const Allowed: Story = { decorators: [withSession({ user: financeAdmin })] };

/** Customer service has no view of that key: the menu entry is hidden. */
export const Denied: Story = {
  decorators: [withSession({ user: customerService })],
};
