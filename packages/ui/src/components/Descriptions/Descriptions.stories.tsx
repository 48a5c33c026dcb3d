import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { Descriptions, type DescriptionItem } from './Descriptions';

const tenant: readonly DescriptionItem[] = [
  { key: 'name', label: 'Tenant name', value: 'Acme Travel Co., Ltd.' },
  { key: 'code', label: 'Tenant code', value: 'ACME-0001', copyable: true },
  { key: 'mode', label: 'Mode', value: 'Company' },
  { key: 'contact', label: 'Contact', value: null },
  { key: 'phone', label: 'Mobile', value: '' },
  { key: 'created', label: 'Created', value: '2024-01-15 09:30:00' },
  { key: 'licence', label: 'Licence', value: 'Enterprise, 3,500 users', span: 2 },
  { key: 'environment', label: 'Environment', value: 'release' },
  {
    key: 'address',
    label: 'Address',
    value: '18F, Tower B, 1000 Lujiazui Ring Road, Pudong New Area, Shanghai',
    span: 'row',
    copyable: true,
  },
];

const meta = {
  title: 'Packages/ui/Layout/Descriptions',
  tags: ['autodocs'],
  component: Descriptions,
  args: { items: tenant, title: 'Basic information' },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByText(label).nextElementSibling as HTMLElement);

/** Three columns (the default): spans, a full-row address, empty values as "—", copyable values. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Contact').getByText('No value')).toBeTruthy();
    await expect(valueOf(canvasElement, 'Contact').getByText('—')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The copy button, by keyboard: Enter copies and "Copied" shows. */
export const CopySucceeds: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const code = valueOf(canvasElement, 'Tenant code');
    code.getByRole('button', { name: 'Copy Tenant code' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith('ACME-0001');
    await expect(await code.findByText('Copied')).toBeVisible();
  },
};

/** The browser refuses the clipboard: "Copy failed" shows. */
export const CopyFails: Story = {
  play: async ({ canvasElement }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const address = valueOf(canvasElement, 'Address');
    await userEvent.click(address.getByRole('button', { name: 'Copy Address' }));
    await expect(await address.findByText('Copy failed')).toBeVisible();
  },
};

/** Two columns. */
export const TwoColumns: Story = { args: { columns: 2 } };

/** Four columns, labels above their values. */
export const FourColumnsVertical: Story = { args: { columns: 4, layout: 'vertical' } };

/** One column, without a title. */
export const OneColumn: Story = { args: { columns: 1, title: undefined } };

/** In a narrow container the columns fold into one. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** In Simplified Chinese: empty values read 无内容, copy buttons 复制…. */
export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(
      valueOf(canvasElement, 'Tenant code').getByRole('button', { name: '复制Tenant code' }),
    ).toBeTruthy();
  },
};
