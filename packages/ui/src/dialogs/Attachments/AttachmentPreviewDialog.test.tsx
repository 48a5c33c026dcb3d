// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { AttachmentPreviewDialog, type AttachmentPreviewDialogProps } from './AttachmentPreviewDialog';
import type { Attachment } from './attachmentRules';
import { WithAttachmentTexts } from './test/attachmentTexts';

const png: Attachment = {
  id: '1',
  name: 'receipt.png',
  size: 48_000,
  type: 'image/png',
  url: 'https://f.test/1',
};
const pdf: Attachment = { id: '2', name: 'invoice.pdf', size: 1_200_000, type: 'application/pdf' };
const docx: Attachment = { id: '3', name: 'policy.docx', size: 30_000, type: '', url: 'https://f.test/3' };
const zip: Attachment = {
  id: '4',
  name: 'bundle.zip',
  size: 30_000,
  type: 'application/zip',
  url: 'https://f.test/4',
};

function renderDialog(
  props: Partial<AttachmentPreviewDialogProps> & { attachment: Attachment },
  locale = 'en',
) {
  const onClose = vi.fn();
  const download = vi.fn();
  renderInUi(
    <WithAttachmentTexts locale={locale}>
      <AttachmentPreviewDialog onClose={onClose} download={download} {...props} />
    </WithAttachmentTexts>,
    locale,
  );
  return { onClose, download, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');

describe('AttachmentPreviewDialog', () => {
  it('is named by the file and described by its type and size', async () => {
    renderDialog({ attachment: pdf, loadPreview: async () => ({ url: 'blob:pdf' }) });
    const element = await screen.findByRole('dialog', { name: 'invoice.pdf' });
    const description = document.getElementById(element.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('PDF · 1.1 MB');
  });

  it('shows an image from its own address without a loader', async () => {
    renderDialog({ attachment: png });
    const image = await within(dialog()).findByRole('img', { name: 'Preview of receipt.png' });
    expect(image.getAttribute('src')).toBe('https://f.test/1');
  });

  it('says the preview is loading, then shows the PDF from the loaded address', async () => {
    let resolve!: (value: { url: string }) => void;
    const loadPreview = vi.fn(() => new Promise<{ url: string }>((done) => (resolve = done)));
    renderDialog({ attachment: pdf, loadPreview });
    expect(within(dialog()).getByRole('status').textContent).toBe('Loading the preview…');
    await waitFor(() => expect(loadPreview).toHaveBeenCalledWith(pdf));
    resolve({ url: 'https://signed.test/invoice.pdf?sig=1' });
    const frame = await within(dialog()).findByTitle('Preview of invoice.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://signed.test/invoice.pdf?sig=1');
    expect(loadPreview).toHaveBeenCalledWith(pdf);
  });

  it('shows an office document through the allowed viewer only, sandboxed', async () => {
    const officePreviewUrl = vi.fn(
      (url: string) => `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(url)}`,
    );
    renderDialog({ attachment: docx, officePreviewUrl });
    const frame = await within(dialog()).findByTitle('Preview of policy.docx');
    expect(officePreviewUrl).toHaveBeenCalledWith('https://f.test/3');
    expect(frame.getAttribute('src')).toBe(
      'https://view.officeapps.live.com/op/embed.aspx?src=https%3A%2F%2Ff.test%2F3',
    );
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('offers the download when the viewer is not on the allow list', async () => {
    const { user, download } = renderDialog({ attachment: docx, officePreviewUrl: () => undefined });
    expect(
      await within(dialog()).findByText('This file cannot be previewed here. Download it instead.'),
    ).toBeTruthy();
    expect(dialog().querySelector('iframe')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledWith(docx);
  });

  it('does not load an office document at all without a viewer', async () => {
    const loadPreview = vi.fn(async () => ({ url: 'https://f.test/3' }));
    renderDialog({ attachment: docx, loadPreview });
    expect(await within(dialog()).findByText(/cannot be previewed here/)).toBeTruthy();
    expect(loadPreview).not.toHaveBeenCalled();
  });

  it('offers the download for a format browsers cannot show', async () => {
    renderDialog({ attachment: zip });
    expect(await within(dialog()).findByText(/cannot be previewed here/)).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('falls back to "preview failed, download instead" when the image does not load', async () => {
    const { user, download } = renderDialog({ attachment: png });
    const image = await within(dialog()).findByRole('img');
    fireEvent.error(image);
    expect(await within(dialog()).findByText('The preview failed. Download the file instead.')).toBeTruthy();
    const button = within(dialog()).getByRole('button', { name: 'Download' });
    expect(button.dataset.variant).toBe('primary');
    await user.click(button);
    expect(download).toHaveBeenCalledWith(png);
  });

  it('falls back to "preview failed" when the address cannot be loaded', async () => {
    renderDialog({ attachment: pdf, loadPreview: () => Promise.reject(new Error('500')) });
    expect(await within(dialog()).findByText('The preview failed. Download the file instead.')).toBeTruthy();
  });

  it('falls back to "preview failed" for an attachment without address or loader', async () => {
    renderDialog({ attachment: pdf });
    expect(await within(dialog()).findByText(/The preview failed/)).toBeTruthy();
  });

  it('says a missing attachment is missing, with nothing to download', async () => {
    renderDialog({ attachment: pdf, loadPreview: async () => 'missing' });
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('The attachment does not exist. It may have been deleted.');
    expect(within(dialog()).queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('says an expired attachment has expired', async () => {
    renderDialog({ attachment: png, loadPreview: async () => 'expired' }, 'ja');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('添付ファイルの有効期限が切れているため、開けません。');
  });

  it('shows the download as busy while it runs', async () => {
    let finish!: () => void;
    const download = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const { user } = renderDialog({ attachment: png, download });
    const button = await within(dialog()).findByRole('button', { name: 'Download' });
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(download).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderDialog({ attachment: png });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
