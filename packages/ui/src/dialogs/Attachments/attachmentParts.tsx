import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { fileBadgeLabel, fileToneOf, attachmentPreviewKind, type Attachment } from './attachmentRules';

/** Icons of the attachment components; decorative, the buttons' labels name them. */
function Icon({ d, size = 16 }: { readonly d: string; readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const UploadIcon = () => (
  <Icon
    size={24}
    d="M8 10.5V2.5M4.8 5.6 8 2.4l3.2 3.2M2.5 10v2.2c0 .7.6 1.3 1.3 1.3h8.4c.7 0 1.3-.6 1.3-1.3V10"
  />
);
export const PreviewIcon = () => (
  <Icon d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8ZM8 9.8a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z" />
);
export const DownloadIcon = () => <Icon d="M8 2.5v8M4.8 7.4 8 10.6l3.2-3.2M2.5 13.5h11" />;
export const RemoveIcon = () => (
  <Icon d="M2.5 4.2h11M6.3 4.2V2.8c0-.4.3-.7.7-.7h2c.4 0 .7.3.7.7v1.4M4 4.2l.6 8.6c.1.7.6 1.2 1.3 1.2h4.2c.7 0 1.2-.5 1.3-1.2l.6-8.6M6.6 7v4.2M9.4 7v4.2" />
);
export const RetryIcon = () => <Icon d="M13.2 8a5.2 5.2 0 1 1-1.6-3.8M13.5 2.2v3h-3" />;
export const CancelIcon = () => <Icon d="M4 4l8 8M12 4l-8 8" />;

const Badge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: 10px;
  font-weight: ${tokens['font-weight-bold']};
  letter-spacing: 0.02em;
  &[data-tone='pdf'] {
    background: ${tokens['color-danger-subtle']};
    color: ${tokens['color-danger']};
  }
  &[data-tone='word'] {
    background: ${tokens['color-info-subtle']};
    color: ${tokens['color-info']};
  }
  &[data-tone='sheet'] {
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
  &[data-tone='slides'] {
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  /* On a failed row's tinted background, the badge keeps a surface of its own. */
  [data-phase='failed'] > &,
  [data-phase='rejected'] > & {
    background: ${tokens['color-surface']};
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The file's type as a small coloured badge (PDF, DOCX, XLSX...), or a thumbnail for an image that
 * has an address. Decorative: the row's text gives the name.
 */
export function FileBadge({ file }: { readonly file: Pick<Attachment, 'name' | 'type' | 'url'> }) {
  const [broken, setBroken] = useState(false);
  const thumbnail = file.url !== undefined && !broken && attachmentPreviewKind(file) === 'image';
  return (
    <Badge data-tone={fileToneOf(file.name)} aria-hidden="true">
      {thumbnail ? (
        <img src={file.url} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        fileBadgeLabel(file.name)
      )}
    </Badge>
  );
}
