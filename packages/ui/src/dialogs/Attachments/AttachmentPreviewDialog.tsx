import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { formatFileSize } from '../../format/numbers';
import { useUiLocale, useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { DownloadIcon } from './attachmentParts';
import { fileBadgeLabel, attachmentPreviewKind, type Attachment } from './attachmentRules';

/** Where a file can be read now, or why it cannot: it was deleted, or its link expired. */
export type AttachmentPreviewSource = { readonly url: string } | 'missing' | 'expired';

/**
 * Gives the address to preview an attachment from (a signed, short-lived URL as a rule), or says
 * it is missing or expired. A rejection shows "preview failed, download instead".
 */
export type LoadAttachmentPreview = (attachment: Attachment) => Promise<AttachmentPreviewSource>;

/**
 * The address of an office document in the allowed office viewer, or `undefined` when the viewer's
 * host is not on the allow list (the file is then offered for download). The console builds it from
 * `@opsdesk/http`'s `isOfficePreviewAllowed` and its base addresses' `officePreviewDomains`.
 */
export type OfficePreviewUrl = (fileUrl: string) => string | undefined;

/** Saves the attachment for the user (the console calls `@opsdesk/http`'s download). */
export type DownloadAttachment = (attachment: Attachment) => void | Promise<void>;

export interface AttachmentPreviewDialogProps {
  /** The attachment to show; the dialog is open while there is one. */
  readonly attachment: Attachment | null | undefined;
  /** The dialog was closed (Escape, the ×, the overlay). */
  readonly onClose: () => void;
  /** Resolves the preview address; without it the attachment's own `url` is used. */
  readonly loadPreview?: LoadAttachmentPreview | undefined;
  /** The allow-listed office viewer; without it office documents are offered for download. */
  readonly officePreviewUrl?: OfficePreviewUrl | undefined;
  readonly download: DownloadAttachment;
}

type PreviewState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'image' | 'pdf'; readonly url: string }
  | { readonly phase: 'office'; readonly url: string }
  | { readonly phase: 'failed' | 'unavailable' | 'missing' | 'expired' };

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  &[data-phase='image'] {
    padding: ${tokens['space-4']};
  }
  &[data-phase='pdf'],
  &[data-phase='office'] {
    height: min(70vh, 640px);
    overflow: hidden;
  }
`;

const PreviewImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: min(64vh, 600px);
  border-radius: ${tokens['radius-sm']};
  box-shadow: ${tokens['shadow-1']};
  object-fit: contain;
`;

const Frame = styled.iframe`
  width: 100%;
  height: 100%;
  border: 0;
  background: ${tokens['color-surface']};
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens['space-3']};
  max-width: 420px;
  padding: ${tokens['space-8']} ${tokens['space-6']};
  color: ${tokens['color-text']};
  text-align: center;
  & > p {
    margin: 0;
  }
`;

const MessageIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${tokens['color-warning-subtle']};
  color: ${tokens['color-warning']};
  &[data-tone='neutral'] {
    background: ${tokens['color-surface']};
    color: ${tokens['color-text-muted']};
  }
`;

function StateIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1.8 1.3 13.5h13.4L8 1.8ZM8 6.2v3.6M8 11.6v.1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 1.8h5l3.5 3.5v8.2c0 .4-.3.7-.7.7H4c-.4 0-.7-.3-.7-.7V2.5c0-.4.3-.7.7-.7ZM9 1.8v3.5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Works out what to show for `attachment`, from its type, its address and the office allow list. */
function usePreviewState(
  attachment: Attachment | null | undefined,
  loadPreview: LoadAttachmentPreview | undefined,
  officePreviewUrl: OfficePreviewUrl | undefined,
): [PreviewState, (state: PreviewState) => void] {
  const [state, setState] = useState<PreviewState>({ phase: 'loading' });
  // The loaders are read when an attachment opens, not followed: a new function each render must
  // not load the preview again.
  const loaders = useRef({ loadPreview, officePreviewUrl });
  loaders.current = { loadPreview, officePreviewUrl };

  useEffect(() => {
    if (!attachment) return undefined;
    let current = true;
    const kind = attachmentPreviewKind(attachment);
    const { loadPreview: load, officePreviewUrl: officeUrl } = loaders.current;
    setState({ phase: 'loading' });
    if (kind === 'none' || (kind === 'office' && !officeUrl)) {
      setState({ phase: 'unavailable' });
      return undefined;
    }
    const source: Promise<AttachmentPreviewSource> = load
      ? Promise.resolve().then(() => load(attachment))
      : attachment.url === undefined
        ? Promise.reject(new Error('The attachment has no address'))
        : Promise.resolve({ url: attachment.url });
    source.then(
      (result) => {
        if (!current) return;
        if (result === 'missing' || result === 'expired') {
          setState({ phase: result });
        } else if (kind === 'office') {
          const viewer = officeUrl?.(result.url);
          setState(viewer === undefined ? { phase: 'unavailable' } : { phase: 'office', url: viewer });
        } else {
          setState({ phase: kind, url: result.url });
        }
      },
      () => {
        if (current) setState({ phase: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attachment]);

  return [state, setState];
}

/**
 * Shows an attachment in a dialog: an image as itself, a PDF in the browser's viewer, an office
 * document through the allowed office viewer only. Anything else, or a preview that fails, says
 * so and offers the download; a missing or expired attachment says that instead. Focus returns to
 * what had it when the dialog opened.
 */
export function AttachmentPreviewDialog({
  attachment,
  onClose,
  loadPreview,
  officePreviewUrl,
  download,
}: AttachmentPreviewDialogProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const [state, setState] = usePreviewState(attachment, loadPreview, officePreviewUrl);
  const [downloading, setDownloading] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = attachment != null;

  const file = attachment;

  const startDownload = () => {
    if (!file || downloading) return;
    setDownloading(true);
    Promise.resolve()
      .then(() => download(file))
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  const downloadable = state.phase !== 'missing' && state.phase !== 'expired' && state.phase !== 'loading';
  const fallback = state.phase === 'failed' || state.phase === 'unavailable';
  const name = file?.name ?? '';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {file ? (
        <Dialog.Content
          size="lg"
          data-preview-phase={state.phase}
          onOpenAutoFocus={() => {
            // Still the element that opened the dialog: without a Dialog.Trigger, Radix has nowhere
            // to return the focus to, so it is kept here.
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title>{name}</Dialog.Title>
          <Dialog.Description>
            {fileBadgeLabel(name)} · {formatFileSize(file.size, locale)}
          </Dialog.Description>
          <Dialog.Body>
            <Stage data-phase={state.phase}>
              {state.phase === 'loading' && <Spinner size="lg" label={t('ui.attachments.previewLoading')} />}
              {state.phase === 'image' && (
                <PreviewImage
                  src={state.url}
                  alt={t('ui.attachments.previewFrame', { name })}
                  onError={() => setState({ phase: 'failed' })}
                />
              )}
              {state.phase === 'pdf' && (
                <Frame src={state.url} title={t('ui.attachments.previewFrame', { name })} />
              )}
              {state.phase === 'office' && (
                <Frame
                  src={state.url}
                  title={t('ui.attachments.previewFrame', { name })}
                  // The viewer is a third party's page: it runs its scripts on its own origin, nothing more.
                  sandbox="allow-scripts allow-same-origin allow-popups"
                  referrerPolicy="no-referrer"
                />
              )}
              {(fallback || state.phase === 'missing' || state.phase === 'expired') && (
                <Message role={fallback ? 'status' : 'alert'}>
                  <MessageIcon data-tone={state.phase === 'unavailable' ? 'neutral' : undefined}>
                    {state.phase === 'unavailable' ? <FileIcon /> : <StateIcon />}
                  </MessageIcon>
                  <p>
                    {state.phase === 'failed' && t('ui.attachments.previewFailed')}
                    {state.phase === 'unavailable' && t('ui.attachments.previewUnavailable')}
                    {state.phase === 'missing' && t('ui.attachments.missing')}
                    {state.phase === 'expired' && t('ui.attachments.expired')}
                  </p>
                </Message>
              )}
            </Stage>
          </Dialog.Body>
          {downloadable && (
            <Dialog.Footer>
              <Button
                variant={fallback ? 'primary' : 'secondary'}
                iconStart={<DownloadIcon />}
                loading={downloading}
                onClick={startDownload}
              >
                {t('ui.attachments.download')}
              </Button>
            </Dialog.Footer>
          )}
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
