import {
  ATTACHMENT_LIMIT_MB,
  UPLOAD_LIMIT_MB,
  downloadAttachment,
  searchAttachment,
  type Attachment as StoredAttachment,
  type RecordAttachment,
  type StoredRecord,
} from '@opsdesk/api';
import { useSession } from '@opsdesk/auth/react';
import {
  DEFAULT_OFFICE_PREVIEW_DOMAINS,
  isHttpError,
  isOfficePreviewAllowed,
  type HttpClient,
} from '@opsdesk/http';
import type { Attachment, DownloadAttachment, LoadAttachmentPreview, OfficePreviewUrl } from '@opsdesk/ui';
import { useMemo } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { API_BASE } from '../app/session';

// Attachments on the generic screens: the files a record names come with its answer (name, type,
// size and a signed, short-lived link, see the operation-service's `withAttachments`); thumbnails
// load from that link, a preview asks for a fresh one, a download goes with the token in the header.

/** A signed link's path as the page's address of it (under the operation-service base). */
export const linkAddress = (path: string): string => `${API_BASE}${path}`;

/** An attachment of a record's answer as the design system's attachment. */
export const attachmentOfRecord = (file: RecordAttachment): Attachment => ({
  id: file.attachmentOID,
  name: file.fileName,
  size: file.size,
  type: file.contentType,
  url: linkAddress(file.link.url),
});

/** An attachment as the service describes it (search, upload) as the design system's attachment. */
export const attachmentOfAnswer = (file: StoredAttachment): Attachment => ({
  id: file.attachmentOID,
  name: file.fileName,
  size: file.size,
  type: file.contentType,
  ...(file.link && { url: linkAddress(file.link.url) }),
});

/** The files a record's field names, as its answer carries them; none when the field names none. */
export function recordAttachments(record: StoredRecord | undefined, field: string): Attachment[] {
  const named = record?.attachments?.[field];
  if (!named) return [];
  return (Array.isArray(named) ? named : [named]).map(attachmentOfRecord);
}

/**
 * Office documents open in the allowed office viewer, which fetches the file itself: it gets the
 * signed link's absolute address (a viewer on the internet cannot reach a machine's loopback).
 */
export const officePreviewUrl: OfficePreviewUrl = (fileUrl) => {
  const absolute = new URL(fileUrl, window.location.href).href;
  const viewer = `https://${DEFAULT_OFFICE_PREVIEW_DOMAINS[0]}/op/embed.aspx?src=${encodeURIComponent(absolute)}`;
  return isOfficePreviewAllowed(viewer, { officePreviewDomains: DEFAULT_OFFICE_PREVIEW_DOMAINS })
    ? viewer
    : undefined;
};

export interface AttachmentAccess {
  /** A fresh signed link for the preview; `missing` for a file that is gone, `expired` for a 410. */
  readonly loadPreview: LoadAttachmentPreview;
  readonly officePreviewUrl: OfficePreviewUrl;
  /** Saves the file under its own name (the token in the header, never in the address). */
  readonly download: DownloadAttachment;
}

export function attachmentAccess(http: HttpClient): AttachmentAccess {
  return {
    loadPreview: async (attachment) => {
      try {
        const found = await searchAttachment(http, attachment.id);
        return found.link ? { url: linkAddress(found.link.url) } : 'missing';
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return 'missing';
        if (isHttpError(error) && error.status === 410) return 'expired';
        throw error;
      }
    },
    officePreviewUrl,
    download: async (attachment) => {
      await downloadAttachment(http, attachment.id);
    },
  };
}

/** Preview, office viewer and download of attachments, through the console's request layer. */
export function useAttachmentAccess(): AttachmentAccess {
  const { http } = useConsole();
  return useMemo(() => attachmentAccess(http), [http]);
}

/**
 * The largest file a field takes, from the company's configuration: an image the company's upload
 * limit (`uploadMaxSizeMb`, 3 MB unless configured), an attachment 10 MB; neither above the 10 MB
 * the service stores. The service holds uploads to the same limits.
 */
export function useUploadLimitBytes(kind: 'image' | 'attachment'): number {
  const session = useSession();
  const configured = session.companyConfiguration?.configuration.uploadMaxSizeMb ?? UPLOAD_LIMIT_MB;
  const mb = kind === 'image' ? Math.min(configured, ATTACHMENT_LIMIT_MB) : ATTACHMENT_LIMIT_MB;
  return mb * 1024 * 1024;
}
