import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

const path: readonly BreadcrumbItem[] = [
  { key: 'main', name: 'Home', url: '#/main/dashboard' },
  { key: 'tenant', name: 'Tenant management', url: '#/main/tenant-manage' },
  { key: 'business', name: 'Business tenants', url: '#/main/tenant-manage/business' },
  { key: 'acme', name: 'Acme Travel', url: '#/main/tenant-manage/business/acme' },
  { key: 'companies', name: 'Companies', url: '#/main/tenant-manage/business/acme/companies' },
  { key: 'company', name: 'Acme Shanghai' },
];

const meta = {
  title: 'Packages/ui/Navigation/Breadcrumb',
  tags: ['autodocs'],
  component: Breadcrumb,
  args: { items: path.slice(0, 3) },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short path: every level, the last one marked as the current page. */
export const Short: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    await expect(canvas.getByText('Business tenants')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** A single level: the current page alone. */
export const SingleLevel: Story = { args: { items: path.slice(0, 1) } };

/** A long path collapses its middle; the "…" button (Enter) shows it and focuses the first revealed level. */
export const LongPathCollapsed: Story = {
  args: { items: path },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show 2 hidden levels' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Tenant management' })).toHaveFocus();
  },
};

/** The long path, collapsed, as it first shows. */
export const LongPath: Story = { args: { items: path } };

/** At most three levels shown. */
export const MaxThree: Story = { args: { items: path, maxItems: 3 } };

/** Dark theme, collapsed. */
export const Dark: Story = { args: { items: path }, globals: { theme: 'dark' } };

/** In Japanese: the landmark and the button are labelled in Japanese. */
export const Japanese: Story = {
  args: { items: path },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'パンくずリスト' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: '非表示の 2 階層を表示' })).toBeTruthy();
  },
};
