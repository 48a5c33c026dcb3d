// @vitest-environment jsdom
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import {
  AttachmentUploader,
  type AttachmentUploaderProps,
  type UploadAttachment,
} from './AttachmentUploader';
import type { Attachment } from './attachmentRules';
import { WithAttachmentTexts } from './test/attachmentTexts';

const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const attachmentOf = (file: File, id = file.name): Attachment => ({
  id,
  name: file.name,
  size: file.size,
  type: file.type,
  url: `https://files.example.test/${id}`,
});

type Props = Partial<AttachmentUploaderProps> & { readonly initial?: readonly Attachment[] };

function Field({ initial = [], onChange, ...props }: Props) {
  const [value, setValue] = useState<readonly Attachment[]>(initial);
  return (
    <AttachmentUploader
      label="Receipts"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      upload={async (file) => attachmentOf(file)}
      download={() => undefined}
      {...props}
    />
  );
}

function renderField(props: Props = {}, locale = 'en') {
  const user = userEvent.setup({ applyAccept: false });
  const result = renderInUi(
    <WithAttachmentTexts locale={locale}>
      <Field {...props} />
    </WithAttachmentTexts>,
    locale,
  );
  const input = result.container.querySelector<HTMLInputElement>('input[type="file"]');
  return { user, input, ...result };
}

const zone = () => screen.getByRole('button', { name: /Receipts/ });
/** Texts in the file list (the page's live region repeats errors, outside it). */
const inList = () => within(screen.getByRole('list'));
const findInList = async (text: RegExp) => within(await screen.findByRole('list')).findByText(text);

describe('AttachmentUploader', () => {
  it('is a drop zone named by its label that says what it takes', () => {
    renderField({ maxCount: 3 });
    expect(zone().textContent).toContain('Drag files here, or click to choose');
    // Named by the label, then everything it shows (the hint included).
    const names = (zone().getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(names).toEqual([
      'Receipts',
      'Drag files here, or click to choose',
      'Up to 10 MB each · At most 3 files',
    ]);
    expect(zone().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the formats of an image field and its 3 MB limit', () => {
    renderField({ kind: 'image' });
    expect(zone().textContent).toContain('Formats: JPG, PNG, GIF, BMP, WEBP, HEIC · Up to 3 MB each');
  });

  it('opens the file picker from the keyboard', async () => {
    const { user, input } = renderField();
    const click = vi.spyOn(input as HTMLInputElement, 'click');
    await user.tab();
    expect(document.activeElement).toBe(zone());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('uploads a chosen file with progress, then lists it', async () => {
    const sent = deferred<Attachment>();
    let report: ((progress: { loaded: number; total?: number; percent?: number }) => void) | undefined;
    const upload = vi.fn<UploadAttachment>((_file, options) => {
      report = options.onProgress;
      return sent.promise;
    });
    const onChange = vi.fn();
    const { user, input } = renderField({ upload, onChange });
    const file = fileOf('taxi.pdf', 200_000, 'application/pdf');
    await user.upload(input as HTMLInputElement, file);

    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(screen.getByText(/Uploading…/)).toBeTruthy();
    act(() => report?.({ loaded: 80_000, total: 200_000 }));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress of taxi.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/Uploading 40%/)).toBeTruthy();
    act(() => report?.({ loaded: 0, percent: 75.4 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('75');

    await act(async () => sent.resolve(attachmentOf(file, 'a1')));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'a1', name: 'taxi.pdf' })]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('taxi.pdf')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove taxi.pdf' })).toBeTruthy();
  });

  it('uploads several files at once and keeps every one', async () => {
    const onChange = vi.fn();
    const { user, input } = renderField({ onChange });
    await user.upload(input as HTMLInputElement, [
      fileOf('a.pdf', 10, 'application/pdf'),
      fileOf('b.pdf', 10, 'application/pdf'),
      fileOf('c.png', 10, 'image/png'),
    ]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
    expect(onChange.mock.lastCall?.[0].map((attachment: Attachment) => attachment.name)).toEqual([
      'a.pdf',
      'b.pdf',
      'c.png',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('retries a failed upload with the same file, without choosing it again', async () => {
    const upload = vi
      .fn<UploadAttachment>()
      .mockRejectedValueOnce(new Error('502'))
      .mockImplementation(async (file) => attachmentOf(file, 'ok'));
    const onChange = vi.fn();
    const { user, input } = renderField({ upload, onChange });
    const file = fileOf('hotel.pdf', 1000, 'application/pdf');
    await user.upload(input as HTMLInputElement, file);

    expect(await within(await screen.findByRole('list')).findByText(/Upload failed\./)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry uploading hotel.pdf' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toBe(file);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'ok' })]));
    expect(within(screen.getByRole('list')).queryByText(/Upload failed/)).toBeNull();
  });

  it("shows the server's reason of a failed upload when told how to read it", async () => {
    renderField({
      upload: () => Promise.reject(new Error('Virus scan rejected the file.')),
      describeUploadError: (error) => (error instanceof Error ? error.message : undefined),
    });
    const { user, input } = { user: userEvent.setup(), input: document.querySelector('input[type="file"]') };
    await user.upload(input as HTMLInputElement, fileOf('x.pdf', 10, 'application/pdf'));
    const list = await screen.findByRole('list');
    expect(await within(list).findByText(/Upload failed\. Virus scan rejected the file\./)).toBeTruthy();
  });

  it('cancels an upload: the request is aborted and the row goes', async () => {
    let signal: AbortSignal | undefined;
    const onChange = vi.fn();
    const { user, input } = renderField({
      onChange,
      upload: (_file, options) => {
        signal = options.signal;
        return new Promise<Attachment>(() => undefined);
      },
    });
    await user.upload(input as HTMLInputElement, fileOf('big.zip', 5 * MB, 'application/zip'));
    await user.click(screen.getByRole('button', { name: 'Cancel uploading big.zip' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(zone());
  });

  it('refuses an attachment over 10 MB', async () => {
    const upload = vi.fn<UploadAttachment>(async (file) => attachmentOf(file));
    const { user, input } = renderField({ upload });
    await user.upload(input as HTMLInputElement, [
      fileOf('scan.pdf', 10 * MB + 1, 'application/pdf'),
      fileOf('fine.pdf', 10 * MB, 'application/pdf'),
    ]);
    const refused = screen.getByText('scan.pdf').closest('li') as HTMLElement;
    expect(within(refused).getByText(/Too large: the limit is 10 MB\./)).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('fine.pdf');
  });

  it('refuses an image over 3 MB, or over its configured size', async () => {
    const { user, input, unmount } = renderField({ kind: 'image' });
    await user.upload(input as HTMLInputElement, fileOf('photo.png', 3 * MB + 1, 'image/png'));
    expect(inList().getByText(/Too large: the limit is 3 MB\./)).toBeTruthy();
    unmount();

    const second = renderField({ kind: 'image', maxSizeBytes: 200 * 1024 });
    await second.user.upload(second.input as HTMLInputElement, fileOf('logo.png', 300 * 1024, 'image/png'));
    expect(inList().getByText(/Too large: the limit is 200 kB\./)).toBeTruthy();
  });

  it('refuses a wrong format, by extension and by MIME type', async () => {
    const upload = vi.fn<UploadAttachment>();
    const { user, input } = renderField({ kind: 'image', upload });
    await user.upload(input as HTMLInputElement, [
      fileOf('contract.pdf', 100, 'application/pdf'),
      fileOf('photo.png', 100, 'application/pdf'),
    ]);
    expect(inList().getByText(/Wrong format\. Choose a JPG, PNG, GIF, BMP, WEBP, HEIC file\./)).toBeTruthy();
    expect(inList().getByText(/Wrong format: the file's type does not match its extension\./)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss contract.pdf' }));
    expect(screen.queryByText('contract.pdf')).toBeNull();
  });

  it('takes only what fits the maximum count and refuses the rest', async () => {
    const upload = vi.fn<UploadAttachment>(async (file) => attachmentOf(file));
    const first = fileOf('1.pdf', 10, 'application/pdf');
    const { user, input } = renderField({
      upload,
      accept: '.pdf',
      maxCount: 2,
      initial: [attachmentOf(first)],
    });
    await user.upload(input as HTMLInputElement, [
      fileOf('bad.exe', 10, 'application/x-msdownload'),
      fileOf('2.pdf', 10, 'application/pdf'),
      fileOf('3.pdf', 10, 'application/pdf'),
    ]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('2.pdf');
    const refused = screen.getByText('3.pdf').closest('li') as HTMLElement;
    expect(within(refused).getByText(/Not added: at most 2 files\./)).toBeTruthy();
  });

  it('says when the maximum is reached and opens no picker then', async () => {
    const files = ['a.pdf', 'b.pdf'].map((name) => attachmentOf(fileOf(name, 10, 'application/pdf')));
    const { user, input } = renderField({ maxCount: 2, initial: files });
    const click = vi.spyOn(input as HTMLInputElement, 'click');
    expect(zone().getAttribute('aria-disabled')).toBe('true');
    expect(zone().textContent).toContain('The limit of 2 files is reached. Remove one to add another.');
    await user.click(zone());
    expect(click).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(zone().getAttribute('aria-disabled')).toBeNull();
  });

  it('removes an attachment and gives the focus to the drop zone', async () => {
    const onChange = vi.fn();
    const files = ['a.pdf', 'b.pdf'].map((name) => attachmentOf(fileOf(name, 10, 'application/pdf')));
    const { user } = renderField({ onChange, initial: files });
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([files[1]]);
    expect(document.activeElement).toBe(zone());
  });

  describe('HEIC', () => {
    it('converts at quality 0.7 up to 1,024,000 bytes and uploads the JPEG', async () => {
      const convertHeic = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
      const upload = vi.fn<UploadAttachment>(async (file) => attachmentOf(file));
      const { user, input } = renderField({ kind: 'image', convertHeic, upload });
      await user.upload(input as HTMLInputElement, fileOf('IMG_0001.HEIC', 1_024_000, ''));
      await waitFor(() => expect(upload).toHaveBeenCalled());
      expect(convertHeic).toHaveBeenCalledWith(expect.any(File), 0.7);
      const sent = upload.mock.calls[0]?.[0];
      expect(sent?.name).toBe('IMG_0001.jpg');
      expect(sent?.type).toBe('image/jpeg');
    });

    it('converts at quality 0.3 from 1,024,001 bytes', async () => {
      const convertHeic = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
      const { user, input } = renderField({ kind: 'image', convertHeic });
      await user.upload(input as HTMLInputElement, fileOf('IMG_0002.heic', 1_024_001, 'image/heic'));
      await waitFor(() => expect(convertHeic).toHaveBeenCalledWith(expect.any(File), 0.3));
    });

    it('shows the conversion under way', async () => {
      const { user, input } = renderField({
        kind: 'image',
        convertHeic: () => new Promise<Blob>(() => undefined),
      });
      await user.upload(input as HTMLInputElement, fileOf('IMG_0003.HEIC', 2 * MB, ''));
      expect(screen.getByText(/Converting to JPEG…/)).toBeTruthy();
      const bar = screen.getByRole('progressbar', { name: 'Converting IMG_0003.HEIC' });
      expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    });

    it('reports an unsupported format when the conversion fails', async () => {
      const upload = vi.fn<UploadAttachment>();
      const { user, input } = renderField({
        kind: 'image',
        upload,
        convertHeic: () => Promise.reject(new Error('HEIF image not found')),
      });
      await user.upload(input as HTMLInputElement, fileOf('IMG_0004.HEIC', 1000, 'image/heic'));
      expect(await findInList(/Unsupported format: this HEIC image could not be converted\./)).toBeTruthy();
      expect(upload).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    });

    it('says "not supported" where nothing can convert (no Worker here, none given)', async () => {
      expect(typeof Worker).toBe('undefined');
      const upload = vi.fn<UploadAttachment>();
      const { user, input } = renderField({ kind: 'image', upload });
      await user.upload(input as HTMLInputElement, fileOf('IMG_0005.HEIC', 1000, ''));
      expect(await findInList(/Not supported: this browser cannot convert HEIC images/)).toBeTruthy();
      expect(upload).not.toHaveBeenCalled();
    });

    it('measures the converted JPEG against the size limit', async () => {
      const upload = vi.fn<UploadAttachment>(async (file) => attachmentOf(file));
      const { user, input } = renderField({
        kind: 'image',
        upload,
        convertHeic: async () => new Blob([new Uint8Array(3 * MB + 1)], { type: 'image/jpeg' }),
      });
      // 5 MB of HEIC is fine to start with: only the JPEG is sent.
      await user.upload(input as HTMLInputElement, fileOf('IMG_0006.HEIC', 5 * MB, ''));
      expect(await findInList(/Too large: the limit is 3 MB\./)).toBeTruthy();
      expect(screen.getByText('IMG_0006.jpg')).toBeTruthy();
      expect(upload).not.toHaveBeenCalled();
    });
  });

  describe('drag and drop', () => {
    const withFiles = (files: File[]) => ({ dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

    it('highlights while files are dragged over it and uploads what is dropped', async () => {
      const upload = vi.fn<UploadAttachment>(async (file) => attachmentOf(file));
      renderField({ upload });
      const file = fileOf('dropped.pdf', 10, 'application/pdf');
      fireEvent.dragEnter(zone(), withFiles([file]));
      expect(zone().hasAttribute('data-dragging')).toBe(true);
      expect(zone().textContent).toContain('Release to add');
      const dropEvent = createEvent.drop(zone(), withFiles([file]));
      fireEvent(zone(), dropEvent);
      expect(dropEvent.defaultPrevented).toBe(true);
      expect(zone().hasAttribute('data-dragging')).toBe(false);
      await waitFor(() => expect(upload).toHaveBeenCalledWith(file, expect.anything()));
    });

    it('ignores text dragged from the page and ends the highlight on leave', () => {
      renderField();
      fireEvent.dragEnter(zone(), { dataTransfer: { types: ['text/plain'], files: [] } });
      expect(zone().hasAttribute('data-dragging')).toBe(false);
      fireEvent.dragEnter(zone(), withFiles([]));
      fireEvent.dragLeave(zone());
      expect(zone().hasAttribute('data-dragging')).toBe(false);
    });

    it('takes the first file only when one is allowed', async () => {
      const upload = vi.fn<UploadAttachment>(async (file) => attachmentOf(file));
      renderField({ upload, maxCount: 1 });
      fireEvent.drop(
        zone(),
        withFiles([fileOf('a.pdf', 1, 'application/pdf'), fileOf('b.pdf', 1, 'application/pdf')]),
      );
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('b.pdf')).toBeNull();
    });
  });

  it('previews an attachment in a dialog and gives the focus back on close', async () => {
    const file = attachmentOf(fileOf('receipt.png', 2048, 'image/png'));
    const { user } = renderField({ initial: [file] });
    const previewButton = screen.getByRole('button', { name: 'Preview receipt.png' });
    await user.click(previewButton);
    const dialog = await screen.findByRole('dialog', { name: 'receipt.png' });
    expect(within(dialog).getByRole('img', { name: 'Preview of receipt.png' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(previewButton);
  });

  it('offers no preview for what cannot be shown, and downloads', async () => {
    const download = vi.fn();
    const zip = attachmentOf(fileOf('bundle.zip', 2048, 'application/zip'));
    const docx = attachmentOf(fileOf('policy.docx', 2048, ''));
    const { user } = renderField({ initial: [zip, docx], download });
    expect(screen.queryByRole('button', { name: 'Preview bundle.zip' })).toBeNull();
    // Office documents need the allowed viewer.
    expect(screen.queryByRole('button', { name: 'Preview policy.docx' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download bundle.zip' }));
    expect(download).toHaveBeenCalledWith(zip);
  });

  it('previews office documents when given the allowed viewer', () => {
    const docx = attachmentOf(fileOf('policy.docx', 2048, ''));
    renderField({ initial: [docx], officePreviewUrl: (url) => `https://viewer.example/?src=${url}` });
    expect(screen.getByRole('button', { name: 'Preview policy.docx' })).toBeTruthy();
  });

  it('shows the files only when read-only', () => {
    const files = [attachmentOf(fileOf('a.pdf', 10, 'application/pdf'))];
    renderField({ readOnly: true, initial: files });
    expect(screen.queryByRole('button', { name: /Receipts/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Receipts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download a.pdf' })).toBeTruthy();
  });

  it('reads a form error with the drop zone', () => {
    renderField({ error: 'Attach at least one receipt.', description: 'Scans or photos of the receipts.' });
    const described = (zone().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Attach at least one receipt.');
    expect(described).toContain('Scans or photos of the receipts.');
  });

  it('speaks the chosen language', () => {
    renderField({ maxCount: 5 }, 'zh-CN');
    expect(screen.getByRole('button', { name: /将文件拖到此处/ })).toBeTruthy();
    expect(screen.getByText('单个文件不超过 10 MB · 最多 5 个')).toBeTruthy();
  });

  it('aborts uploads under way when it goes away', async () => {
    let signal: AbortSignal | undefined;
    const { user, input, unmount } = renderField({
      upload: (_file, options) => {
        signal = options.signal;
        return new Promise<Attachment>(() => undefined);
      },
    });
    await user.upload(input as HTMLInputElement, fileOf('a.pdf', 10, 'application/pdf'));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
