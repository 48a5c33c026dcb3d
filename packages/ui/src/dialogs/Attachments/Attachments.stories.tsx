import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentUploader, type AttachmentUploaderProps } from './AttachmentUploader';
import type { Attachment } from './attachmentRules';
import { withAttachmentTexts } from './test/attachmentTexts';
import { heicSampleFile } from './test/heicSample';
import {
  MB,
  OFFICE_PREVIEW_DOMAINS,
  attachmentFor,
  isAllowedViewer,
  officeViewerStandIn,
  pdfFile,
  receiptPng,
  simulatedUpload,
} from './test/storyFiles';

/** The field keeps its own list, as a form would. */
function StatefulUploader({ value, onChange, ...props }: AttachmentUploaderProps) {
  const [attachments, setAttachments] = useState<readonly Attachment[]>(value);
  return (
    <AttachmentUploader
      {...props}
      value={attachments}
      onChange={(next) => {
        setAttachments(next);
        onChange(next);
      }}
    />
  );
}

const usage = `
An attachment field (**AttachmentUploader**) and its preview (**AttachmentPreviewDialog**, also usable on its own).

- Drag and drop or choose files (the drop zone is a button: Enter or Space opens the file chooser), several at once.
- Each file is checked before it is sent: **format** by extension *and* MIME type (\`accept\`), **size** (3 MB for
  uploads in general, 10 MB per attachment, or \`maxSizeBytes\`; an attachment never more than 10 MB) and **count**
  (\`maxCount\`). The spec's messages say what is wrong, on the file's row and through the page's live region.
- **HEIC** images are converted to JPEG in a Web Worker (libheif through \`heic-to\`) before upload, at quality 0.3 when
  the file is over 1,024,000 bytes and 0.7 otherwise; one that cannot be converted is an *unsupported format*. The
  JPEG is what is measured against the size limit. Pass \`convertHeic\` where workers are not available.
- Progress, cancel, and **retry without choosing the file again**; remove; preview and download.
- **Preview**: images and PDFs in the dialog, office documents only through the allow-listed office viewer
  (\`officePreviewUrl\`), anything else or a failed preview offers the download; a missing or expired attachment
  says so.

The package is transport-free: the console wires the callbacks to \`@opsdesk/http\`.

\`\`\`tsx
import { AttachmentUploader, type Attachment } from '@opsdesk/ui';
import { describeError, isOfficePreviewAllowed } from '@opsdesk/http';
import { addresses, http } from '../http'; // the console's client and base addresses

const officeViewer = (fileUrl: string) => {
  const viewer = \`https://view.officeapps.live.com/op/embed.aspx?src=\${encodeURIComponent(fileUrl)}\`;
  // addresses.officePreviewDomains is DEFAULT_OFFICE_PREVIEW_DOMAINS unless the deployment says otherwise.
  return isOfficePreviewAllowed(viewer, addresses) ? viewer : undefined;
};

<AttachmentUploader
  label="Receipts"
  maxCount={9}
  accept=".pdf,.ofd,.doc,.docx,.xls,.xlsx,image/*"
  value={attachments}
  onChange={setAttachments}
  upload={(file, { onProgress, signal }) =>
    http.upload<Attachment>('/attachments', file, {
      onProgress,
      signal,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
  }
  describeUploadError={(error) => describeError(error).message}
  loadPreview={async (attachment) => {
    const answer = await http.get<{ url?: string; status: 'ok' | 'missing' | 'expired' }>(
      \`/attachments/\${attachment.id}/preview\`,
    );
    return answer.status === 'ok' && answer.url ? { url: answer.url } : answer.status === 'ok' ? 'missing' : answer.status;
  }}
  officePreviewUrl={officeViewer}
  download={(attachment) =>
    http.download(\`/attachments/\${attachment.id}\`, {}, { fileName: attachment.name, verify: false, accessTokenInQuery: false })
  }
/>;
\`\`\`

An image field: \`<AttachmentUploader kind="image" maxCount={1} maxSizeBytes={200 * 1024} … />\` (JPG, PNG, GIF, BMP,
WebP and HEIC unless \`accept\` says otherwise; 3 MB unless \`maxSizeBytes\` says otherwise).

**Bundling the HEIC worker.** The worker is started with \`new Worker(new URL('./heicWorker.js', import.meta.url),
{ type: 'module' })\`, which Vite, webpack 5, Rollup and Parcel bundle by themselves; libheif (about 3 MB) is loaded only
when a HEIC file is chosen. heic-to's build evaluates code at run time: a Content Security Policy without
\`'unsafe-eval'\` and \`worker-src blob:\` refuses it, and HEIC files are then refused as *not supported*.
`;

const meta = {
  title: 'Packages/ui/Dialogs/Attachments',
  component: AttachmentUploader,
  tags: ['autodocs'],
  decorators: [withAttachmentTexts],
  render: (args) => <StatefulUploader {...args} />,
  args: {
    label: 'Receipts',
    value: [],
    onChange: fn(),
    upload: simulatedUpload(),
    download: fn(),
    kind: 'attachment',
    maxCount: 5,
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['attachment', 'image'] },
    value: { control: false },
    upload: { control: false },
    download: { control: false },
    loadPreview: { control: false },
    officePreviewUrl: { control: false },
    convertHeic: { control: false },
    describeUploadError: { control: false },
  },
  parameters: {
    docs: { description: { component: usage } },
  },
} satisfies Meta<typeof AttachmentUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Stories that only differ from another once their play function has run: the docs page, where play
 * functions do not run, would show them as a plain empty field. They stay in the sidebar and the smoke run.
 */
const interactionOnly = ['!autodocs'];

/** Stories whose play function also runs on the docs page, to show the state there (no dialog opens). */
const autoplay = { docs: { story: { autoplay: true } } };

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** Drops `files` on the drop zone as the browser would. */
function dropFiles(zone: HTMLElement, files: readonly File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }));
  zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

const zoneOf = (canvasElement: HTMLElement, name: RegExp = /Receipts/) =>
  within(canvasElement).getByRole('button', { name });

/** Empty: the drop zone says what it takes; it is reached with Tab like any button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await expect(zone).toHaveAccessibleName(
      'Receipts Drag files here, or click to choose Up to 10 MB each · At most 5 files',
    );
  },
};

/** Files dragged over the zone: it lights up and says so. */
export const DraggingOver: Story = {
  tags: interactionOnly,
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    const data = new DataTransfer();
    data.items.add(pdfFile('hotel-invoice.pdf', ['Invoice']));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(await within(canvasElement).findByText('Release to add')).toBeVisible();
    await expect(zone).toHaveAttribute('data-dragging');
  },
};

/** Uploading two files: progress on each row, with a button to cancel. */
export const Uploading: Story = {
  args: { upload: simulatedUpload({ stopAt: 45 }) },
  parameters: autoplay,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      pdfFile('hotel-invoice-0318.pdf', ['Harbour Hotel', 'Invoice 0318', 'Two nights: 960.00']),
      await receiptPng(),
    ]);
    const bar = await canvas.findByRole('progressbar', { name: 'Upload progress of hotel-invoice-0318.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Cancel uploading taxi-receipt.png' })).toBeEnabled();
  },
};

/** The upload failed: the row says so and offers Retry, which sends the same file again. */
export const UploadFailed: Story = {
  args: { upload: simulatedUpload({ failures: 1 }) },
  parameters: autoplay,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdfFile('train-ticket.pdf', ['Train ticket', 'G1234']));
    const list = await canvas.findByRole('list');
    await expect(
      await within(list).findByText(/Upload failed\./, undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry uploading train-ticket.pdf' })).toBeVisible();
  },
};

/** Retry after a failure, by keyboard, without choosing the file again: it uploads. */
export const RetryAfterFailure: Story = {
  tags: interactionOnly,
  args: { upload: simulatedUpload({ failures: 1 }), onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdfFile('train-ticket.pdf', ['Train ticket', 'G1234']));
    const retry = await canvas.findByRole(
      'button',
      { name: 'Retry uploading train-ticket.pdf' },
      { timeout: 10_000 },
    );
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Remove train-ticket.pdf' })).toBeVisible();
  },
};

/** An attachment over 10 MB is refused before upload. */
export const TooLarge: Story = {
  args: { upload: fn(simulatedUpload()) },
  parameters: autoplay,
  play: async ({ canvasElement, args }) => {
    const file = new File([new Uint8Array(12 * MB)], 'site-survey-scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), file);
    const list = within(await within(canvasElement).findByRole('list'));
    await expect(list.getByText(/Too large: the limit is 10 MB\./)).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** An image over 3 MB (the general upload limit) is refused before upload. */
export const ImageTooLarge: Story = {
  tags: interactionOnly,
  args: { label: 'Photos', kind: 'image', maxCount: 3, upload: fn(simulatedUpload()) },
  play: async ({ canvasElement, args }) => {
    const file = new File([new Uint8Array(4 * MB)], 'meeting-room.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), file);
    const list = within(await within(canvasElement).findByRole('list'));
    await expect(list.getByText(/Too large: the limit is 3 MB\./)).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** Wrong format: by extension (a PDF in an image field), and by a MIME type that contradicts the name. */
export const WrongFormat: Story = {
  args: { label: 'Photos', kind: 'image', maxCount: 3, upload: fn(simulatedUpload()) },
  parameters: autoplay,
  play: async ({ canvasElement, args }) => {
    dropFiles(zoneOf(canvasElement, /Photos/), [
      pdfFile('contract.pdf', ['Contract']),
      new File(['MZ'], 'photo.png', { type: 'application/x-msdownload' }),
    ]);
    const list = within(await within(canvasElement).findByRole('list'));
    await expect(await list.findByText(/Wrong format\. Choose a JPG, PNG, GIF/)).toBeVisible();
    await expect(list.getByText(/the file's type does not match its extension/)).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

const threeFiles = (): Attachment[] => [
  attachmentFor(pdfFile('hotel-invoice-0318.pdf', ['Invoice'])),
  attachmentFor(new File(['a,b'], 'mileage-march.xlsx', { type: '' })),
  attachmentFor(pdfFile('parking-0319.pdf', ['Parking'])),
];

/** The maximum count is reached: the zone says so, refuses more, and comes back when a file is removed. */
export const MaxCountReached: Story = {
  args: { maxCount: 3, upload: fn(simulatedUpload()) },
  loaders: [async () => ({ files: threeFiles() })],
  render: (args, { loaded }) => <StatefulUploader {...args} value={loaded.files as Attachment[]} />,
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    await expect(zone).toHaveAttribute('aria-disabled', 'true');
    await expect(zone).toHaveAccessibleName(
      'Receipts The limit of 3 files is reached. Remove one to add another. Up to 10 MB each · At most 3 files',
    );
    dropFiles(zone, [pdfFile('taxi.pdf', ['Taxi'])]);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** A HEIC photo being converted to JPEG before its upload. */
export const HeicConverting: Story = {
  args: {
    label: 'Photos',
    kind: 'image',
    maxCount: 3,
    convertHeic: () => new Promise<Blob>(() => undefined),
  },
  parameters: autoplay,
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), heicSampleFile());
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Converting to JPEG…/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Converting IMG_0412.HEIC' })).toBeVisible();
  },
};

/**
 * A real HEIC photo (320×200, 2 KB) converted by libheif in the Web Worker, then uploaded as
 * `IMG_0412.jpg`: the play function checks the JPEG that reaches `upload` and decodes it.
 */
export const HeicConvertedInWorker: Story = {
  tags: interactionOnly,
  args: { label: 'Photos', kind: 'image', maxCount: 3, upload: fn(simulatedUpload({ stepMs: 40 })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), heicSampleFile());
    await waitFor(() => expect(args.upload).toHaveBeenCalled(), { timeout: 20_000 });
    const sent = (args.upload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(sent.name).toBe('IMG_0412.jpg');
    await expect(sent.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(sent);
    await expect([bitmap.width, bitmap.height]).toEqual([320, 200]);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Remove IMG_0412.jpg' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A file named .HEIC that libheif cannot read: the worker fails it and the row says "unsupported format". */
export const HeicConversionFails: Story = {
  tags: interactionOnly,
  args: { label: 'Photos', kind: 'image', maxCount: 3, upload: fn(simulatedUpload()) },
  play: async ({ canvasElement, args }) => {
    const notHeic = new File(['these bytes are not an image'], 'IMG_0413.HEIC', { type: 'image/heic' });
    await userEvent.upload(fileInput(canvasElement), notHeic);
    const list = within(await within(canvasElement).findByRole('list'));
    await expect(
      await list.findByText(/Unsupported format: this HEIC image could not be converted\./, undefined, {
        timeout: 20_000,
      }),
    ).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** Opens the preview of `name` from its row. */
async function openPreview(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Preview ${name}` }));
  return screen.findByRole('dialog', { name });
}

/** Previewing an image. */
export const PreviewImage: Story = {
  loaders: [async () => ({ files: [attachmentFor(await receiptPng())] })],
  render: (args, { loaded }) => <StatefulUploader {...args} value={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    const dialog = await openPreview(canvasElement, 'taxi-receipt.png');
    const image = await within(dialog).findByRole('img', { name: 'Preview of taxi-receipt.png' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(360));
  },
};

/** Previewing a PDF in the browser's own viewer. */
export const PreviewPdf: Story = {
  loaders: [
    async () => ({
      files: [
        attachmentFor(
          pdfFile('hotel-invoice-0318.pdf', [
            'Harbour Hotel',
            'Invoice 0318, 2024-03-18',
            'Two nights, single room: 960.00',
            'City tax: 20.00',
            'Total: 980.00',
          ]),
        ),
      ],
    }),
  ],
  render: (args, { loaded }) => <StatefulUploader {...args} value={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    const dialog = await openPreview(canvasElement, 'hotel-invoice-0318.pdf');
    await expect(await within(dialog).findByTitle('Preview of hotel-invoice-0318.pdf')).toBeVisible();
    // The browser's PDF viewer paints on its own time: give it a moment before the screenshot.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  },
};

const policy: Attachment = {
  id: 'policy',
  name: 'travel-policy-2024.docx',
  size: 48_300,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  url: 'https://files.opsdesk.example/attachments/policy/travel-policy-2024.docx',
};

/**
 * An office document through the office viewer, whose host is on the allowed preview domains
 * (`view.officeapps.live.com` by default). Storybook has no network: once the address is allowed,
 * a stand-in page plays the viewer.
 */
export const OfficePreviewAllowed: Story = {
  args: {
    value: [policy],
    officePreviewUrl: (fileUrl) => {
      const viewer = `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(fileUrl)}`;
      return isAllowedViewer(viewer, OFFICE_PREVIEW_DOMAINS)
        ? officeViewerStandIn(viewer, policy.name)
        : undefined;
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPreview(canvasElement, policy.name);
    const frame = await within(dialog).findByTitle(`Preview of ${policy.name}`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  },
};

/** A viewer whose host is not on the allowed preview domains is never framed: download instead. */
export const OfficePreviewNotAllowed: Story = {
  tags: interactionOnly,
  args: {
    value: [policy],
    officePreviewUrl: (fileUrl) => {
      const viewer = `https://docs-viewer.example.net/view?src=${encodeURIComponent(fileUrl)}`;
      return isAllowedViewer(viewer, OFFICE_PREVIEW_DOMAINS) ? viewer : undefined;
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPreview(canvasElement, policy.name);
    await expect(
      await within(dialog).findByText('This file cannot be previewed here. Download it instead.'),
    ).toBeVisible();
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

const scan: Attachment = {
  id: 'scan',
  name: 'boarding-pass.pdf',
  size: 182_000,
  type: 'application/pdf',
};

/** The preview address could not be loaded: "preview failed, download instead", and the download works. */
export const PreviewFailed: Story = {
  args: {
    value: [scan],
    loadPreview: () => Promise.reject(new Error('503 Service Unavailable')),
    download: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPreview(canvasElement, scan.name);
    await expect(
      await within(dialog).findByText('The preview failed. Download the file instead.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await expect(args.download).toHaveBeenCalledWith(scan);
  },
};

/** The attachment no longer exists: said plainly, nothing to download. */
export const MissingAttachment: Story = {
  args: { value: [scan], loadPreview: async () => 'missing' },
  play: async ({ canvasElement }) => {
    const dialog = await openPreview(canvasElement, scan.name);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The attachment does not exist. It may have been deleted.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Download' })).toBeNull();
  },
};

/** The attachment's link has expired. */
export const ExpiredAttachment: Story = {
  tags: interactionOnly,
  args: { value: [scan], loadPreview: async () => 'expired' },
  play: async ({ canvasElement }) => {
    const dialog = await openPreview(canvasElement, scan.name);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The attachment has expired and can no longer be opened.',
    );
  },
};

/** Keyboard only: Tab to a row's Preview, Enter opens the dialog, Escape closes it and the focus comes back. */
export const KeyboardOnly: Story = {
  tags: interactionOnly,
  loaders: [async () => ({ files: [attachmentFor(await receiptPng())] })],
  render: (args, { loaded }) => <StatefulUploader {...args} value={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(zoneOf(canvasElement)).toHaveFocus();
    await userEvent.tab();
    const preview = canvas.getByRole('button', { name: 'Preview taxi-receipt.png' });
    await expect(preview).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'taxi-receipt.png' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(preview).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download taxi-receipt.png' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove taxi-receipt.png' })).toHaveFocus();
  },
};

/** Read-only: the files of a submitted claim, to preview and download. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  loaders: [async () => ({ files: [attachmentFor(await receiptPng()), ...threeFiles()] })],
  render: (args, { loaded }) => <StatefulUploader {...args} value={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Receipts/ })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Dark theme, compact, in Simplified Chinese, with a file refused for its size. */
export const DarkCompactChinese: Story = {
  args: { label: '报销凭证', upload: simulatedUpload({ stopAt: 60 }) },
  globals: { theme: 'dark', density: 'compact', locale: 'zh-CN' },
  loaders: [async () => ({ files: [attachmentFor(await receiptPng('出租车发票.png'))] })],
  render: (args, { loaded }) => <StatefulUploader {...args} value={loaded.files as Attachment[]} />,
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [
      new File([new Uint8Array(11 * MB)], '现场照片.pdf', { type: 'application/pdf' }),
      pdfFile('hotel.pdf', ['Hotel']),
    ]);
    const list = within(await within(canvasElement).findByRole('list'));
    await expect(list.getByText(/文件过大，不能超过 10 MB/)).toBeVisible();
    await expect(await list.findByText(/上传中 60%/, undefined, { timeout: 10_000 })).toBeVisible();
  },
};
