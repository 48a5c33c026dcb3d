import type { Meta, StoryObj } from '@storybook/react-vite';
import { oldModelUser } from '../test/fixtures';
import { GuardDemo, whyHidden } from '../test/GuardDemo';
import { withSession } from '../test/StorySession';
import { PageRoleGuard } from './PageRoleGuard';

const meta = {
  title: 'Packages/auth/Guards/PageRoleGuard',
  component: PageRoleGuard,
  args: {
    pageName: 'tenant-manage',
    children: <a href="/main/tenant-manage/tenant-maintenance">Tenant maintenance</a>,
    fallback: whyHidden,
  },
  render: (args) => (
    <GuardDemo
      check={`<PageRoleGuard pageName="${args.pageName}"${args.action === undefined ? '' : ` action={${args.action}}`}>`}
    >
      <PageRoleGuard {...args} />
    </GuardDemo>
  ),
} satisfies Meta<typeof PageRoleGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Old model (`enableNewPermission` off): a page role `tenant-manage` with an action above 0 lets the user in. */
export const Allowed: Story = { decorators: [withSession({ user: oldModelUser })] };

/** The same user has no page role for `version-deploy-manage`. */
export const Denied: Story = {
  args: {
    pageName: 'version-deploy-manage',
    children: <a href="/main/version-deploy-manage/stop-machine">Stop machine</a>,
  },
  decorators: [withSession({ user: oldModelUser })],
};
