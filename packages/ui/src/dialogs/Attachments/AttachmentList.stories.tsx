import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AttachmentList } from './AttachmentList';
import type { Attachment } from './attachmentRules';
import { withAttachmentTexts } from './test/attachmentTexts';
import { attachmentFor, pdfFile, receiptPng } from './test/storyFiles';

const usage = `
Files shown read-only, as a record's detail or a table cell shows them: an **image as its thumbnail**, any other file
as its type badge, name and size. Each is a button named "Preview <name>" that opens the
**AttachmentPreviewDialog** (image, PDF, office document through the allowed viewer, otherwise the download), and
focus returns to it on close. \`size="sm"\` fits a table cell (28 px thumbnails, no sizes) and keeps a click or Enter
from also opening the row.

Thumbnails load from each attachment's \`url\`; with a signed, short-lived link (\`@opsdesk/api\`'s record
\`attachments\` carry one), pass \`loadPreview\` so that the dialog asks for a fresh one. A thumbnail that fails to
load (a link expired while the page stayed open) shows the file badge instead.

\`\`\`tsx
<AttachmentList
  attachments={files}
  size="sm"
  loadPreview={async (file) => ({ url: (await searchAttachment(http, file.id)).link.url })}
  download={(file) => downloadAttachment(http, file.id)}
/>
\`\`\`
`;

const meta = {
  title: 'Packages/ui/Dialogs/AttachmentList',
  component: AttachmentList,
  tags: ['autodocs'],
  decorators: [withAttachmentTexts],
  args: { attachments: [], download: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    attachments: { control: false },
    download: { control: false },
    loadPreview: { control: false },
    officePreviewUrl: { control: false },
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const files = async (): Promise<Attachment[]> => [
  attachmentFor(await receiptPng()),
  attachmentFor(pdfFile('hotel-invoice-0318.pdf', ['Harbour Hotel', 'Total: 980.00'])),
  attachmentFor(new File(['a,b'], 'mileage-march.xlsx', { type: '' })),
];

/** A record's detail: the image as a thumbnail, the other files by type, name and size. */
export const Detail: Story = {
  loaders: [async () => ({ files: await files() })],
  render: (args, { loaded }) => <AttachmentList {...args} attachments={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Preview hotel-invoice-0318.pdf' })).toHaveTextContent(
      /hotel-invoice-0318\.pdf/,
    );
  },
};

/** A table cell: small thumbnails, names on one line. */
export const TableCell: Story = {
  args: { size: 'sm' },
  loaders: [async () => ({ files: await files() })],
  render: (args, { loaded }) => (
    <div style={{ width: 220 }}>
      <AttachmentList {...args} attachments={loaded.files as Attachment[]} />
    </div>
  ),
};

/** Opening an image's preview from its thumbnail, by keyboard. */
export const PreviewByKeyboard: Story = {
  tags: ['!autodocs'],
  loaders: [async () => ({ files: await files() })],
  render: (args, { loaded }) => <AttachmentList {...args} attachments={loaded.files as Attachment[]} />,
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'taxi-receipt.png' });
    await expect(
      await within(dialog).findByRole('img', { name: 'Preview of taxi-receipt.png' }),
    ).toBeVisible();
  },
};

/** In Simplified Chinese, in the dark theme. */
export const DarkChinese: Story = {
  globals: { theme: 'dark', locale: 'zh-CN' },
  loaders: [async () => ({ files: await files() })],
  render: (args, { loaded }) => <AttachmentList {...args} attachments={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '预览 taxi-receipt.png' })).toBeVisible();
  },
};
