import { roles } from '@opsdesk/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkAnyAuthority,
  checkAuthority,
  checkMenu,
  checkOperation,
  checkPageRole,
  checkProfile,
  viewAs,
} from '../../permissions';
import { customerService, employee, oldModelUser, superAdmin, tenantProfile } from '../test/fixtures';
import { withSession } from '../test/StorySession';
import { ForbiddenPage } from './ForbiddenPage';

// Real decisions of the permission checks on the fixture accounts, not hand-written ones.
const menuDenied = checkMenu(customerService, 'finance-receivables');

const meta = {
  title: 'Packages/auth/ForbiddenPage',
  component: ForbiddenPage,
  args: { decision: menuDenied, onBack: () => undefined },
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One authority missing (rule `authority`). */
export const Authority: Story = { args: { decision: checkAuthority(customerService, 'finance:pay') } };

/** A list of authorities, of which all are needed (rule `all-authorities`): the missing ones are named. */
export const AllAuthorities: Story = {
  args: { decision: checkAuthority(employee, ['finance:read', 'finance:pay']) },
};

/** None of the authorities of which any one would do (rule `any-authority`). */
export const AnyAuthority: Story = {
  args: { decision: checkAnyAuthority(employee, ['tenant:sandbox', 'tenant:delete']) },
};

/** The old model's page role (rule `page-role`): no page role with an action above 0. */
export const PageRole: Story = { args: { decision: checkPageRole(oldModelUser, 'version-deploy-manage') } };

/** No view of the menu (rule `menu`). */
export const Menu: Story = {};

/** The menu is read-only (rule `read-only-menu`, operation type R): the page that changes things is refused. */
export const ReadOnlyMenu: Story = {
  args: { decision: checkOperation(customerService, 'finance-contract-management') },
};

/** A profile setting of the tenant-role profile (rule `profile`). */
export const Profile: Story = {
  args: { decision: checkProfile({ tenantProfile }, 'sandbox.enabled', true, { source: 'tenant' }) },
};

export const SimplifiedChinese: Story = { args: { locale: 'zh-CN' } };
export const English: Story = { args: { locale: 'en' } };
export const Japanese: Story = { args: { locale: 'ja' } };
export const TraditionalChinese: Story = { args: { locale: 'zh-TW' } };
export const Italian: Story = { args: { locale: 'it' } };

/** With whom to ask for access. */
export const WithAdministratorContact: Story = {
  args: { administratorContact: { label: 'Ops help desk', href: 'https://helpdesk.example/opsdesk-access' } },
};

/** Inside a layout that has its own `h1`: headings start at `h2`. */
export const InsideALayout: Story = { args: { headingLevel: 2 } };

/** A super administrator previewing an ordinary employee: the page says the denial is the previewed role's. */
export const WhilePreviewing: Story = {
  args: { decision: checkMenu(viewAs(roles.EMPLOYEE), 'tenant-manage') },
  decorators: [withSession({ user: superAdmin, viewAs: 'EMPLOYEE' })],
};
