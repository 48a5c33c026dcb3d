import type { Meta, StoryObj } from '@storybook/react-vite';
import { superAdmin } from '../test/fixtures';
import { MenuPreview } from '../test/StoryDemos';
import { withSession } from '../test/StorySession';
import { ViewAsSwitcher } from './ViewAsSwitcher';

const meta = {
  title: 'Packages/auth/ViewAsSwitcher',
  component: ViewAsSwitcher,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <ViewAsSwitcher {...args} />
      <MenuPreview />
    </div>
  ),
} satisfies Meta<typeof ViewAsSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A super administrator sees every menu. Choose a role (click, or arrow keys inside the group) and
 * the menu below shows what that role sees, read-only menus marked.
 */
export const Administrator: Story = { decorators: [withSession({ user: superAdmin, viewAs: null })] };

/** Previewing customer service: fewer menus, contracts read-only. */
export const PreviewingCustomerService: Story = {
  decorators: [withSession({ user: superAdmin, viewAs: 'CUSTOMER_SERVICE' })],
};

/** Previewing the finance administrator, in Simplified Chinese. */
export const SimplifiedChinese: Story = {
  decorators: [withSession({ user: superAdmin, viewAs: 'FINANCE_ADMIN', locale: 'zh-CN' })],
};

/** In Japanese. */
export const Japanese: Story = {
  decorators: [withSession({ user: superAdmin, viewAs: 'BOOKING_AGENT', locale: 'ja' })],
};

/** In Traditional Chinese. */
export const TraditionalChinese: Story = {
  decorators: [withSession({ user: superAdmin, viewAs: null, locale: 'zh-TW' })],
};

/** In Italian. */
export const Italian: Story = {
  decorators: [withSession({ user: superAdmin, viewAs: 'CONTENT_EDITOR', locale: 'it' })],
};

/** Only some roles offered. */
export const SomeRoles: Story = {
  args: { roles: ['EMPLOYEE', 'BOOKING_AGENT'] },
  decorators: [withSession({ user: superAdmin, viewAs: null })],
};
