// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { AttachmentList, type AttachmentListProps } from './AttachmentList';
import type { Attachment } from './attachmentRules';
import { WithAttachmentTexts } from './test/attachmentTexts';

const banner: Attachment = {
  id: 'a1',
  name: 'banner.png',
  size: 48_000,
  type: 'image/png',
  url: '/api/attachment/file/a1?expires=1&signature=s',
};
const terms: Attachment = { id: 'a2', name: 'terms.pdf', size: 1_200_000, type: 'application/pdf' };

function renderList(props: Partial<AttachmentListProps> = {}, locale = 'en') {
  const download = vi.fn();
  renderInUi(
    <WithAttachmentTexts locale={locale}>
      <div onClick={props.className === 'row' ? rowClicked : undefined}>
        <AttachmentList attachments={[banner, terms]} download={download} {...props} />
      </div>
    </WithAttachmentTexts>,
    locale,
  );
  return { download, user: userEvent.setup() };
}
const rowClicked = vi.fn();

describe('AttachmentList', () => {
  it('shows an image as its thumbnail and another file as its type, name and size, each a named button', () => {
    renderList();
    const image = screen.getByRole('button', { name: 'Preview banner.png' });
    expect(image.querySelector('img')?.getAttribute('src')).toBe(banner.url);
    const file = screen.getByRole('button', { name: 'Preview terms.pdf' });
    expect(file.textContent).toBe('PDFterms.pdf1.1 MB');
  });

  it('leaves the size out in a table cell', () => {
    renderList({ size: 'sm' });
    expect(screen.getByRole('button', { name: 'Preview terms.pdf' }).textContent).toBe('PDFterms.pdf');
  });

  it('shows an image whose thumbnail fails to load as a file', () => {
    renderList();
    const image = screen.getByRole('button', { name: 'Preview banner.png' });
    fireEvent.error(image.querySelector('img') as HTMLImageElement);
    expect(image.querySelector('img')).toBeNull();
    expect(image.textContent).toBe('PNGbanner.png46.9 kB');
  });

  it('opens the preview of the chosen file from a fresh address, and gives the focus back on close', async () => {
    const loadPreview = vi.fn(async () => ({ url: '/fresh/terms.pdf' }));
    const { user } = renderList({ loadPreview });
    const file = screen.getByRole('button', { name: 'Preview terms.pdf' });
    await user.click(file);
    const dialog = await screen.findByRole('dialog', { name: 'terms.pdf' });
    expect((await within(dialog).findByTitle('Preview of terms.pdf')).getAttribute('src')).toBe(
      '/fresh/terms.pdf',
    );
    expect(loadPreview).toHaveBeenCalledWith(terms);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(file);
  });

  it('offers the download when the preview fails, and downloads the file it shows', async () => {
    const { user, download } = renderList({
      loadPreview: async () => {
        throw new Error('offline');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Preview terms.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'terms.pdf' });
    await user.click(await within(dialog).findByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledWith(terms);
  });

  it('opens by keyboard without also opening the table row it sits in', async () => {
    rowClicked.mockClear();
    const { user } = renderList({ className: 'row', size: 'sm' });
    screen.getByRole('button', { name: 'Preview banner.png' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'banner.png' })).toBeTruthy();
    expect(rowClicked).not.toHaveBeenCalled();
  });

  it('names its buttons in the interface language', () => {
    renderList({}, 'zh-CN');
    expect(screen.getByRole('button', { name: '预览 terms.pdf' })).toBeTruthy();
  });
});
