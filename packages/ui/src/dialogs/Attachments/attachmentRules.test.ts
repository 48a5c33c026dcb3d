import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LIMIT_BYTES,
  GENERAL_UPLOAD_LIMIT_BYTES,
  acceptFor,
  checkAttachmentFormat,
  describeAccept,
  fileBadgeLabel,
  fileExtension,
  fileToneOf,
  heicQuality,
  isFull,
  isHeicFile,
  isTooLarge,
  jpegNameFor,
  parseAccept,
  attachmentPreviewKind,
  attachmentSizeLimit,
  splitByCount,
} from './attachmentRules';

const file = (name: string, type = '') => ({ name, type });

describe('heicQuality', () => {
  it('is 0.7 up to and including 1,024,000 bytes', () => {
    expect(heicQuality(0)).toBe(0.7);
    expect(heicQuality(512_000)).toBe(0.7);
    expect(heicQuality(1_024_000)).toBe(0.7);
  });

  it('is 0.3 from 1,024,001 bytes', () => {
    expect(heicQuality(1_024_001)).toBe(0.3);
    expect(heicQuality(8 * 1024 * 1024)).toBe(0.3);
  });
});

describe('size limits', () => {
  it('are 3 MB in general and 10 MB for an attachment', () => {
    expect(GENERAL_UPLOAD_LIMIT_BYTES).toBe(3 * 1024 * 1024);
    expect(ATTACHMENT_LIMIT_BYTES).toBe(10 * 1024 * 1024);
    expect(attachmentSizeLimit('image')).toBe(GENERAL_UPLOAD_LIMIT_BYTES);
    expect(attachmentSizeLimit('attachment')).toBe(ATTACHMENT_LIMIT_BYTES);
  });

  it('takes a configured size for images and other uploads', () => {
    expect(attachmentSizeLimit('image', 5 * 1024 * 1024)).toBe(5 * 1024 * 1024);
    expect(attachmentSizeLimit('image', 200 * 1024)).toBe(200 * 1024);
  });

  it('takes a smaller configured size for attachments but never more than 10 MB', () => {
    expect(attachmentSizeLimit('attachment', 2 * 1024 * 1024)).toBe(2 * 1024 * 1024);
    expect(attachmentSizeLimit('attachment', 50 * 1024 * 1024)).toBe(ATTACHMENT_LIMIT_BYTES);
  });

  it('ignores a size of zero or less', () => {
    expect(attachmentSizeLimit('image', 0)).toBe(GENERAL_UPLOAD_LIMIT_BYTES);
    expect(attachmentSizeLimit('attachment', -1)).toBe(ATTACHMENT_LIMIT_BYTES);
  });

  it('finds a file too large only above the limit', () => {
    expect(isTooLarge(GENERAL_UPLOAD_LIMIT_BYTES, GENERAL_UPLOAD_LIMIT_BYTES)).toBe(false);
    expect(isTooLarge(GENERAL_UPLOAD_LIMIT_BYTES + 1, GENERAL_UPLOAD_LIMIT_BYTES)).toBe(true);
  });
});

describe('count limit', () => {
  it('keeps the files that still fit and returns the rest', () => {
    expect(splitByCount(['a', 'b', 'c'], 3, 5)).toEqual({ accepted: ['a', 'b'], overflow: ['c'] });
  });

  it('takes every file without a maximum', () => {
    expect(splitByCount(['a', 'b'], 40)).toEqual({ accepted: ['a', 'b'], overflow: [] });
  });

  it('takes none when the field is already full', () => {
    expect(splitByCount(['a'], 5, 5)).toEqual({ accepted: [], overflow: ['a'] });
    expect(splitByCount(['a'], 7, 5)).toEqual({ accepted: [], overflow: ['a'] });
  });

  it('says when the field is full', () => {
    expect(isFull(4, 5)).toBe(false);
    expect(isFull(5, 5)).toBe(true);
    expect(isFull(500)).toBe(false);
  });
});

describe('formats', () => {
  it('reads extensions in lower case, without folders', () => {
    expect(fileExtension('IMG_0001.HEIC')).toBe('heic');
    expect(fileExtension('a/b.c/report')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
  });

  it('parses accept lists', () => {
    expect(parseAccept(' .PDF, image/*,application/zip ,')).toEqual([
      { kind: 'extension', value: 'pdf' },
      { kind: 'wildcard', value: 'image' },
      { kind: 'mime', value: 'application/zip' },
    ]);
    expect(parseAccept(undefined)).toEqual([]);
  });

  it('describes accept lists for people', () => {
    expect(describeAccept('.jpg,.jpeg,application/pdf,image/*')).toBe('JPG, PDF, image/*');
    expect(describeAccept('.jpg,.jpeg,.png,.gif,.bmp,.webp,.heic,.heif')).toBe(
      'JPG, PNG, GIF, BMP, WEBP, HEIC',
    );
  });

  it('takes any format without an accept list', () => {
    expect(checkAttachmentFormat(file('notes.xyz', 'application/x-whatever'), undefined)).toBeUndefined();
    expect(checkAttachmentFormat(file('notes'), '')).toBeUndefined();
  });

  it('accepts by extension', () => {
    expect(checkAttachmentFormat(file('scan.PDF', 'application/pdf'), '.pdf,.png')).toBeUndefined();
    expect(checkAttachmentFormat(file('scan.pdf', ''), '.pdf')).toBeUndefined();
  });

  it('accepts by exact MIME type and by wildcard', () => {
    expect(checkAttachmentFormat(file('scan.pdf', 'application/pdf'), 'application/pdf')).toBeUndefined();
    expect(checkAttachmentFormat(file('photo.png', 'image/png'), 'image/*')).toBeUndefined();
  });

  it('uses the extension’s type when the browser reports none', () => {
    expect(checkAttachmentFormat(file('photo.heic', ''), 'image/*')).toBeUndefined();
    expect(checkAttachmentFormat(file('photo.heic', 'application/octet-stream'), 'image/*')).toBeUndefined();
  });

  it('refuses a format outside the accept list', () => {
    expect(checkAttachmentFormat(file('setup.exe', 'application/x-msdownload'), '.pdf,image/*')).toBe(
      'not-accepted',
    );
    expect(checkAttachmentFormat(file('scan.tiff', 'image/tiff'), '.jpg,.png')).toBe('not-accepted');
    expect(checkAttachmentFormat(file('README'), '.pdf')).toBe('not-accepted');
  });

  it('refuses a file whose MIME type contradicts its extension', () => {
    expect(checkAttachmentFormat(file('invoice.pdf', 'image/png'), '.pdf')).toBe('mismatch');
    expect(checkAttachmentFormat(file('photo.jpg', 'application/pdf'), undefined)).toBe('mismatch');
  });

  it('knows the usual aliases of a type', () => {
    expect(checkAttachmentFormat(file('photo.jpg', 'image/pjpeg'), '.jpg')).toBeUndefined();
    expect(checkAttachmentFormat(file('rows.csv', 'application/vnd.ms-excel'), '.csv')).toBeUndefined();
    expect(checkAttachmentFormat(file('photo.heic', 'image/heif'), '.heic')).toBeUndefined();
  });

  it('gives an image field the image formats, HEIC included, unless told', () => {
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,.gif,.bmp,.webp,.heic,.heif');
    expect(acceptFor('image', '.png')).toBe('.png');
    expect(acceptFor('attachment')).toBeUndefined();
    expect(checkAttachmentFormat(file('doc.pdf', 'application/pdf'), acceptFor('image'))).toBe(
      'not-accepted',
    );
  });
});

describe('HEIC', () => {
  it('is found by extension or MIME type', () => {
    expect(isHeicFile(file('IMG_0001.HEIC'))).toBe(true);
    expect(isHeicFile(file('IMG_0001.heif', ''))).toBe(true);
    expect(isHeicFile(file('camera-upload', 'image/heic'))).toBe(true);
    expect(isHeicFile(file('burst', 'image/heif-sequence'))).toBe(true);
    expect(isHeicFile(file('photo.jpg', 'image/jpeg'))).toBe(false);
  });

  it('becomes a .jpg of the same name', () => {
    expect(jpegNameFor('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegNameFor('receipt.march.heif')).toBe('receipt.march.jpg');
    expect(jpegNameFor('camera-upload')).toBe('camera-upload.jpg');
  });
});

describe('previews', () => {
  it('shows images, PDFs and office documents', () => {
    expect(attachmentPreviewKind(file('a.PNG'))).toBe('image');
    expect(attachmentPreviewKind(file('a.jpeg'))).toBe('image');
    expect(attachmentPreviewKind(file('a.pdf'))).toBe('pdf');
    expect(attachmentPreviewKind(file('a.docx'))).toBe('office');
    expect(attachmentPreviewKind(file('a.xls'))).toBe('office');
    expect(attachmentPreviewKind(file('a.pptx'))).toBe('office');
  });

  it('has none for HEIC, archives and unknown files', () => {
    expect(attachmentPreviewKind(file('a.heic'))).toBe('none');
    expect(attachmentPreviewKind(file('a.zip', 'application/zip'))).toBe('none');
    expect(attachmentPreviewKind(file('a.bin', 'application/octet-stream'))).toBe('none');
  });

  it('falls back on the MIME type for a name without extension', () => {
    expect(attachmentPreviewKind(file('download', 'application/pdf'))).toBe('pdf');
    expect(attachmentPreviewKind(file('download', 'image/png'))).toBe('image');
    expect(
      attachmentPreviewKind(
        file('download', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    ).toBe('office');
  });

  it('labels and colours file badges', () => {
    expect(fileBadgeLabel('a.docx')).toBe('DOCX');
    expect(fileBadgeLabel('a')).toBe('FILE');
    expect(fileBadgeLabel('a.verylong')).toBe('FILE');
    expect(fileToneOf('a.xlsx')).toBe('sheet');
    expect(fileToneOf('a.HEIC')).toBe('image');
    expect(fileToneOf('a.zip')).toBe('other');
  });
});
