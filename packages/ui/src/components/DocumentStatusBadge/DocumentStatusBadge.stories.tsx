import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentOperateCategories, DocumentStatusBadge } from './DocumentStatusBadge';

const meta = {
  title: 'Packages/ui/DocumentStatusBadge',
  component: DocumentStatusBadge,
  tags: ['autodocs'],
  args: { category: 'processing' },
  argTypes: { category: { control: 'inline-radio', options: documentOperateCategories } },
  parameters: {
    docs: {
      description: {
        component:
          'A document status coloured by its operate category. The console passes `operateCategoryOf(code)` from `@opsdesk/api` as `category` and the translated status name as `label`; this package does not import `@opsdesk/api`.',
      },
    },
  },
} satisfies Meta<typeof DocumentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllCategories() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {documentOperateCategories.map((category) => (
        <DocumentStatusBadge key={category} category={category} />
      ))}
    </div>
  );
}

/** The five operate categories, by their own names. */
export const Categories: Story = {
  render: () => <AllCategories />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['To edit', 'Processing', 'Payment', 'Billing', 'Finished'])
      await expect(canvas.getByText(name)).toBeVisible();
  },
};

/** Statuses by their own names (from the code's label), coloured by category. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <DocumentStatusBadge category="edit" label="Editing" />
      <DocumentStatusBadge category="edit" label="Rejected" />
      <DocumentStatusBadge category="processing" label="In approval" />
      <DocumentStatusBadge category="pay" label="Awaiting payment" />
      <DocumentStatusBadge category="billing" label="Repaying" />
      <DocumentStatusBadge category="finish" label="Paid" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In approval')).toHaveAttribute(
      'data-variant',
      'processing',
    );
  },
};

/** Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <AllCategories />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待编辑')).toBeVisible();
  },
};

/** Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  render: () => <AllCategories />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('編集待ち')).toBeVisible();
  },
};

/** Traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  render: () => <AllCategories />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待編輯')).toBeVisible();
  },
};

/** Italian. */
export const Italian: Story = {
  globals: { locale: 'it' },
  render: () => <AllCategories />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Da modificare')).toBeVisible();
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme applies to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: () => <AllCategories />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finished')).toBeVisible();
  },
};
