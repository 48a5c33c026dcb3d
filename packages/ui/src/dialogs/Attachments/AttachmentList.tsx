import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '../../format/numbers';
import { useUiLocale, useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  AttachmentPreviewDialog,
  type DownloadAttachment,
  type LoadAttachmentPreview,
  type OfficePreviewUrl,
} from './AttachmentPreviewDialog';
import { FileBadge } from './attachmentParts';
import { attachmentPreviewKind, type Attachment } from './attachmentRules';

export interface AttachmentListProps {
  /** The files to show, in order. */
  readonly attachments: readonly Attachment[];
  /**
   * `md` (default): a record's detail, thumbnails 72 px high and each file's name and size.
   * `sm`: a table cell, thumbnails 28 px high and names on one line.
   */
  readonly size?: 'sm' | 'md' | undefined;
  /** Resolves a fresh preview address (a signed link); without it each attachment's `url` is used. */
  readonly loadPreview?: LoadAttachmentPreview | undefined;
  /** The allow-listed office viewer's address for a file URL; office documents are downloaded without it. */
  readonly officePreviewUrl?: OfficePreviewUrl | undefined;
  readonly download: DownloadAttachment;
  readonly className?: string | undefined;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  /* A line of text first, taking no room: the list's baseline is its first line's, so that a label
     aligned with it (a detail's) sits at the top of the thumbnails, not at their bottom. */
  &::before {
    content: '\\200b';
    margin-inline-end: calc(-1 * ${tokens['space-2']});
  }
  &[data-size='sm'] {
    flex-wrap: nowrap;
    gap: ${tokens['space-1']};
    overflow: hidden;
  }
  &[data-size='sm']::before {
    margin-inline-end: calc(-1 * ${tokens['space-1']});
  }
`;

const Item = styled.li`
  display: flex;
  min-width: 0;
`;

const Open = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-2']};
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: 2px;
  border: 1px solid transparent;
  border-radius: ${tokens['radius-md']};
  background: none;
  color: ${tokens['color-text']};
  font: inherit;
  text-align: start;
  cursor: zoom-in;
  &:hover {
    border-color: ${tokens['color-border']};
    background: ${tokens['color-surface-sunken']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  &[data-kind='file'] {
    padding: 2px ${tokens['space-2']} 2px 2px;
    cursor: pointer;
  }
`;

const Thumbnail = styled.img`
  display: block;
  height: 72px;
  max-width: 160px;
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface-sunken']};
  object-fit: cover;
  [data-size='sm'] & {
    height: 28px;
    max-width: 64px;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span + span {
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
`;

/** An image as its thumbnail, until the thumbnail fails to load (then as a file). */
function ImageOrFile({
  attachment,
  showSize,
  locale,
}: {
  readonly attachment: Attachment;
  readonly showSize: boolean;
  readonly locale: string;
}) {
  const [broken, setBroken] = useState(false);
  if (attachment.url !== undefined && !broken && attachmentPreviewKind(attachment) === 'image')
    return (
      <Thumbnail
        src={attachment.url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  return (
    <>
      <FileBadge file={{ name: attachment.name, type: attachment.type }} />
      <Name>
        <span>{attachment.name}</span>
        {showSize && <span>{formatFileSize(attachment.size, locale)}</span>}
      </Name>
    </>
  );
}

/**
 * Files as people recognise them, read-only: an image as its thumbnail, any other file as its type
 * badge and name. Each opens the preview dialog (image, PDF, office document through the allowed
 * viewer, else the download), and focus comes back to it. In a table cell (`size="sm"`) a click
 * opens the preview without also opening the row.
 */
export function AttachmentList({
  attachments,
  size = 'md',
  loadPreview,
  officePreviewUrl,
  download,
  className,
}: AttachmentListProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const [open, setOpen] = useState<Attachment | null>(null);
  const preview = (attachment: Attachment) => (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(attachment);
  };
  return (
    <>
      <List data-size={size} className={className}>
        {attachments.map((attachment) => {
          const image = attachment.url !== undefined && attachmentPreviewKind(attachment) === 'image';
          return (
            <Item key={attachment.id}>
              <Open
                type="button"
                data-kind={image ? 'image' : 'file'}
                aria-label={t('ui.attachments.preview', { name: attachment.name })}
                title={attachment.name}
                onClick={preview(attachment)}
                // A table opens its row on Enter: the key belongs to this button.
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
                }}
              >
                <ImageOrFile attachment={attachment} showSize={size === 'md'} locale={locale} />
              </Open>
            </Item>
          );
        })}
      </List>
      <AttachmentPreviewDialog
        attachment={open}
        onClose={() => setOpen(null)}
        loadPreview={loadPreview}
        officePreviewUrl={officePreviewUrl}
        download={download}
      />
    </>
  );
}
