import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { IconButton } from '../../components/IconButton';
import { formatFileSize } from '../../format/numbers';
import { useUiLocale, useUiText, type UiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  AttachmentPreviewDialog,
  type DownloadAttachment,
  type LoadAttachmentPreview,
  type OfficePreviewUrl,
} from './AttachmentPreviewDialog';
import {
  CancelIcon,
  DownloadIcon,
  FileBadge,
  PreviewIcon,
  RemoveIcon,
  RetryIcon,
  UploadIcon,
} from './attachmentParts';
import {
  acceptFor,
  checkAttachmentFormat,
  describeAccept,
  isFull,
  isHeicFile,
  isTooLarge,
  attachmentPreviewKind,
  attachmentSizeLimit,
  splitByCount,
  type Attachment,
  type AttachmentKind,
} from './attachmentRules';
import {
  HeicUnavailableError,
  convertHeicToJpeg,
  createWorkerHeicConverter,
  type HeicConverter,
  type WorkerHeicConverter,
} from './heicConversion';

/** Progress of one upload, as `@opsdesk/http`'s `onProgress` reports it. */
export interface AttachmentUploadProgress {
  readonly loaded: number;
  /** Unknown when the size was not announced. */
  readonly total?: number | undefined;
  /** 0–100, unknown when the total is. */
  readonly percent?: number | undefined;
}

export interface AttachmentUploadOptions {
  /** Report progress here (pass it on to `http.upload`'s `onProgress`). */
  readonly onProgress: (progress: AttachmentUploadProgress) => void;
  /** Aborted when the user cancels the upload or the field goes away. */
  readonly signal: AbortSignal;
}

/** Sends one file and resolves with the attachment the server made of it. */
export type UploadAttachment = (file: File, options: AttachmentUploadOptions) => Promise<Attachment>;

export interface AttachmentUploaderProps {
  /** The field's visible label. */
  readonly label: ReactNode;
  /** Keeps the label for assistive technology only. */
  readonly hideLabel?: boolean | undefined;
  /** A hint under the field, read with the drop zone. */
  readonly description?: ReactNode;
  /** A validation message of the form ("at least one receipt"), read with the drop zone. */
  readonly error?: ReactNode;
  readonly required?: boolean | undefined;
  /** The drop zone's id. */
  readonly id?: string | undefined;
  readonly className?: string | undefined;

  /** The attachments uploaded so far. */
  readonly value: readonly Attachment[];
  /** A file was uploaded or removed: the new list. */
  readonly onChange: (value: Attachment[]) => void;
  /** Uploads one file; the console wires it to `@opsdesk/http`'s `upload`. */
  readonly upload: UploadAttachment;
  /**
   * `attachment` (default): any format unless `accept` says otherwise, 10 MB each at most.
   * `image`: JPG, PNG, GIF, BMP, WebP and HEIC unless `accept` says otherwise, 3 MB each unless
   * `maxSizeBytes` says otherwise.
   */
  readonly kind?: AttachmentKind | undefined;
  /** The largest file in bytes; an attachment is never allowed more than 10 MB. */
  readonly maxSizeBytes?: number | undefined;
  /** How many files the field holds at most; no limit by default. */
  readonly maxCount?: number | undefined;
  /** Formats, as the `accept` attribute: `.pdf,.docx,image/*`. Checked by extension and MIME type. */
  readonly accept?: string | undefined;
  /** Several files at once; true unless `maxCount` is 1. */
  readonly multiple?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Shows the files without the drop zone or the remove buttons. */
  readonly readOnly?: boolean | undefined;
  /**
   * Converts a HEIC image to JPEG. Default: libheif in a Web Worker (`heicWorker.ts`); pass your own
   * where there are no workers. Without either, a HEIC file is refused as not supported.
   */
  readonly convertHeic?: HeicConverter | undefined;
  /** The text of a failed upload, from its error (`describeError(error).message`); "Upload failed." by default. */
  readonly describeUploadError?: ((error: unknown) => string | undefined) | undefined;
  /** Resolves the preview address of an attachment; without it the attachment's `url` is used. */
  readonly loadPreview?: LoadAttachmentPreview | undefined;
  /** The allow-listed office viewer's address for a file URL; office documents are not previewed without it. */
  readonly officePreviewUrl?: OfficePreviewUrl | undefined;
  /** Downloads an attachment. */
  readonly download: DownloadAttachment;
}

type Problem =
  | { readonly code: 'format'; readonly formats: string }
  | { readonly code: 'mismatch' }
  | { readonly code: 'size'; readonly limit: number }
  | { readonly code: 'count'; readonly max: number }
  | { readonly code: 'unsupported' }
  | { readonly code: 'heic-unavailable' }
  | { readonly code: 'upload'; readonly detail?: string | undefined };

/** A file on its way: being converted or uploaded, failed (retry keeps it), or refused. */
interface PendingFile {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly phase: 'converting' | 'uploading' | 'failed' | 'rejected';
  readonly percent?: number | undefined;
  readonly problem?: Problem | undefined;
  /** The file to send (the JPEG of a HEIC), kept so that a retry does not ask for it again. */
  readonly file?: File | undefined;
}

function problemText(t: UiText, problem: Problem, locale: string): string {
  switch (problem.code) {
    case 'format':
      return t('ui.attachments.errorFormat', { formats: problem.formats });
    case 'mismatch':
      return t('ui.attachments.errorFormatMismatch');
    case 'size':
      return t('ui.attachments.errorSize', { limit: formatFileSize(problem.limit, locale) });
    case 'count':
      return t('ui.attachments.errorCount', { max: problem.max });
    case 'unsupported':
      return t('ui.attachments.errorUnsupported');
    case 'heic-unavailable':
      return t('ui.attachments.errorHeicUnavailable');
    case 'upload':
      return problem.detail
        ? `${t('ui.attachments.errorUpload')} ${problem.detail}`
        : t('ui.attachments.errorUpload');
  }
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  min-width: 0;
  color: ${tokens['color-text']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
`;

const Label = styled.span`
  font-weight: ${tokens['font-weight-medium']};
  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Required = styled.span`
  margin-inline-start: 2px;
  color: ${tokens['color-danger']};
`;

const Zone = styled.button`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  width: 100%;
  padding: ${tokens['space-4']} ${tokens['space-4']};
  border: 1px dashed ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-lg']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition:
    background-color ${tokens['duration-fast']} ${tokens.easing},
    border-color ${tokens['duration-fast']} ${tokens.easing};
  &:hover:not([aria-disabled='true']) {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary-subtle']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  &[data-dragging] {
    border-style: solid;
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary-subtle']};
    box-shadow: inset 0 0 0 1px ${tokens['color-primary']};
  }
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    border-color: ${tokens['color-border']};
    background: ${tokens['color-surface-sunken']};
  }
`;

const ZoneIcon = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${tokens['color-primary-subtle']};
  color: ${tokens['color-primary']};
  [data-dragging] > & {
    background: ${tokens['color-surface']};
  }
  [aria-disabled='true'] > & {
    background: ${tokens['color-surface']};
    color: ${tokens['color-text-muted']};
  }
`;

const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const ZoneTitle = styled.span`
  font-weight: ${tokens['font-weight-medium']};
  [data-dragging] & {
    color: ${tokens['color-primary']};
  }
`;

const Hint = styled.span`
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const Note = styled.div`
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  &[data-tone='error'] {
    color: ${tokens['color-danger']};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  min-width: 0;
  padding: ${tokens['space-2']} ${tokens['space-2']} ${tokens['space-2']} ${tokens['space-3']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  &[data-phase='failed'],
  &[data-phase='rejected'] {
    border-color: ${tokens['color-danger']};
    background: ${tokens['color-danger-subtle']};
  }
`;

const RowMain = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const FileName = styled.span`
  overflow: hidden;
  color: ${tokens['color-text']};
  font-weight: ${tokens['font-weight-medium']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  overflow-wrap: anywhere;
  &[data-tone='error'] {
    color: ${tokens['color-danger']};
  }
`;

const Track = styled.div`
  position: relative;
  height: 4px;
  margin-top: 2px;
  overflow: hidden;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  & > span {
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
    background: ${tokens['color-primary']};
    transition: width ${tokens['duration-normal']} ${tokens.easing};
  }
  &:not([aria-valuenow]) > span {
    width: 35%;
    animation: ops-attachment-indeterminate 1.2s ${tokens.easing} infinite;
  }
  @keyframes ops-attachment-indeterminate {
    from {
      left: -35%;
    }
    to {
      left: 100%;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &:not([aria-valuenow]) > span {
      left: 0;
      width: 100%;
      opacity: 0.5;
      animation: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${tokens['space-1']};
`;

const HiddenInput = styled.input`
  display: none;
`;

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Files dragged from the system, not text or a link from the page. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

let keySequence = 0;

/**
 * An attachment field: drag and drop or choose files (by keyboard too), upload them with progress,
 * cancel, retry a failed upload without choosing the file again, remove, preview and download.
 * Files are checked before upload: format by extension and MIME type, size (3 MB in general,
 * 10 MB an attachment, or as configured) and count. HEIC images are converted to JPEG in a Web
 * Worker first (quality 0.3 over 1,024,000 bytes, else 0.7); one that cannot be converted is an
 * unsupported format. Transport-free: `upload`, `loadPreview` and `download` are the console's.
 */
export function AttachmentUploader(props: AttachmentUploaderProps) {
  const {
    label,
    hideLabel = false,
    description,
    error,
    required = false,
    id,
    className,
    value,
    kind = 'attachment',
    maxSizeBytes,
    maxCount,
    accept: acceptProp,
    disabled = false,
    readOnly = false,
    loadPreview,
    officePreviewUrl,
    download,
  } = props;
  const t = useUiText();
  const locale = useUiLocale();
  const generatedId = useId();
  const zoneId = id ?? `ops-attachments-${generatedId}`;
  const labelId = `${zoneId}-label`;
  const titleId = `${zoneId}-title`;
  const hintId = `${zoneId}-hint`;
  const descriptionId = `${zoneId}-description`;
  const errorId = `${zoneId}-error`;

  const accept = acceptFor(kind, acceptProp);
  const limit = attachmentSizeLimit(kind, maxSizeBytes);
  const multiple = props.multiple ?? maxCount !== 1;
  const formats = describeAccept(accept);

  const [pending, setPendingState] = useState<readonly PendingFile[]>([]);
  const pendingRef = useRef<readonly PendingFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const [previewing, setPreviewing] = useState<Attachment | null>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const workerConverter = useRef<WorkerHeicConverter | null>(null);
  const valueRef = useRef<readonly Attachment[]>(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  }, [value]);
  const latest = useLatest(props);

  const setPending = useCallback((update: (items: readonly PendingFile[]) => readonly PendingFile[]) => {
    pendingRef.current = update(pendingRef.current);
    setPendingState(pendingRef.current);
  }, []);
  const patch = useCallback(
    (key: string, changes: Partial<PendingFile>) =>
      setPending((items) => items.map((item) => (item.key === key ? { ...item, ...changes } : item))),
    [setPending],
  );
  /** False once the field is gone: late answers of uploads and conversions are then ignored. */
  const mounted = useRef(true);
  const isLive = (key: string) => mounted.current && pendingRef.current.some((item) => item.key === key);
  const drop = useCallback(
    (key: string) => setPending((items) => items.filter((item) => item.key !== key)),
    [setPending],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const controller of controllers.current.values()) controller.abort();
      controllers.current.clear();
      workerConverter.current?.dispose();
      workerConverter.current = null;
    };
  }, []);

  const commit = (next: Attachment[]) => {
    valueRef.current = next;
    latest.current.onChange(next);
  };

  const converter = (): HeicConverter => {
    const own = latest.current.convertHeic;
    if (own) return own;
    workerConverter.current ??= createWorkerHeicConverter();
    return workerConverter.current.convert;
  };

  const reject = (key: string, name: string, problem: Problem) => {
    patch(key, { phase: 'rejected', problem, percent: undefined, file: undefined });
    announce(t('ui.attachments.fileError', { name, error: problemText(t, problem, locale) }), 'assertive');
  };

  const startUpload = (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { phase: 'uploading', percent: undefined, problem: undefined, file });
    let sent: Promise<Attachment>;
    try {
      sent = Promise.resolve(
        latest.current.upload(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (controller.signal.aborted) return;
            const raw =
              progress.percent ?? (progress.total ? (progress.loaded / progress.total) * 100 : undefined);
            const percent = raw === undefined ? undefined : Math.max(0, Math.min(100, Math.round(raw)));
            patch(key, { percent });
          },
        }),
      );
    } catch (thrown) {
      sent = Promise.reject(thrown);
    }
    sent.then(
      (attachment) => {
        controllers.current.delete(key);
        if (controller.signal.aborted || !isLive(key)) return;
        if (typeof attachment !== 'object' || attachment === null) {
          patch(key, { phase: 'failed', problem: { code: 'upload' }, percent: undefined });
          return;
        }
        drop(key);
        commit([...valueRef.current, attachment]);
        announce(t('ui.attachments.uploaded', { name: attachment.name }));
      },
      (failure: unknown) => {
        controllers.current.delete(key);
        if (controller.signal.aborted || !isLive(key)) return;
        const problem: Problem = { code: 'upload', detail: latest.current.describeUploadError?.(failure) };
        patch(key, { phase: 'failed', problem, percent: undefined });
        announce(
          t('ui.attachments.fileError', { name: file.name, error: problemText(t, problem, locale) }),
          'assertive',
        );
      },
    );
  };

  const prepare = async (key: string, original: File) => {
    let file = original;
    if (isHeicFile(original)) {
      try {
        file = await convertHeicToJpeg(original, converter());
      } catch (failure) {
        if (!isLive(key)) return;
        reject(
          key,
          original.name,
          failure instanceof HeicUnavailableError ? { code: 'heic-unavailable' } : { code: 'unsupported' },
        );
        return;
      }
      if (!isLive(key)) return;
      patch(key, { name: file.name, size: file.size, type: file.type });
      if (isTooLarge(file.size, limit)) {
        reject(key, file.name, { code: 'size', limit });
        return;
      }
    }
    startUpload(key, file);
  };

  const occupied = () =>
    valueRef.current.length + pendingRef.current.filter((item) => item.phase !== 'rejected').length;

  const full = isFull(value.length + pending.filter((item) => item.phase !== 'rejected').length, maxCount);
  const inactive = disabled || readOnly;

  /** A file's problem known before any work: its format, or the size of a file sent as it is. */
  const problemBeforeUpload = (file: File): Problem | undefined => {
    const format = checkAttachmentFormat(file, accept);
    if (format === 'mismatch') return { code: 'mismatch' };
    if (format === 'not-accepted') return { code: 'format', formats };
    // A HEIC image is measured once converted: the JPEG is what is sent.
    if (!isHeicFile(file) && isTooLarge(file.size, limit)) return { code: 'size', limit };
    return undefined;
  };

  const addFiles = (files: readonly File[]) => {
    if (inactive || files.length === 0) return;
    // A new choice replaces the refusals of the last one.
    setPending((items) => items.filter((item) => item.phase !== 'rejected'));
    const chosen = (multiple ? files : files.slice(0, 1)).map((file) => {
      keySequence += 1;
      return { key: `file-${keySequence}`, file, problem: problemBeforeUpload(file) };
    });
    const { overflow } = splitByCount(
      chosen.filter((entry) => entry.problem === undefined),
      occupied(),
      maxCount,
    );
    const checked = chosen.map((entry) =>
      overflow.includes(entry)
        ? { ...entry, problem: { code: 'count', max: maxCount ?? 0 } as const }
        : entry,
    );
    setPending((items) => [
      ...items,
      ...checked.map(({ key, file, problem }): PendingFile => {
        const base = { key, name: file.name, size: file.size, type: file.type };
        if (problem) return { ...base, phase: 'rejected', problem };
        return { ...base, phase: isHeicFile(file) ? 'converting' : 'uploading' };
      }),
    ]);
    const refused = checked.flatMap(({ file, problem }) =>
      problem
        ? [t('ui.attachments.fileError', { name: file.name, error: problemText(t, problem, locale) })]
        : [],
    );
    if (refused.length > 0) announce(refused.join(' '), 'assertive');
    for (const { key, file, problem } of checked) if (!problem) void prepare(key, file);
  };

  const openPicker = () => {
    if (inactive) return;
    if (full) {
      announce(t('ui.attachments.full', { max: maxCount ?? 0 }), 'assertive');
      return;
    }
    inputRef.current?.click();
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    addFiles(files);
  };

  const onDragEnter = (event: DragEvent<HTMLButtonElement>) => {
    if (!carriesFiles(event) || inactive) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = inactive || full ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    // Always taken here: a file dropped beside the target would otherwise open in the tab.
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (inactive) return;
    if (full) {
      announce(t('ui.attachments.full', { max: maxCount ?? 0 }), 'assertive');
      return;
    }
    addFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  const focusAfterRemoval = () => {
    zoneRef.current?.focus();
  };

  const removeAttachment = (attachment: Attachment) => {
    commit(valueRef.current.filter((item) => item.id !== attachment.id));
    announce(t('ui.attachments.removed', { name: attachment.name }));
    focusAfterRemoval();
  };

  const removePending = (item: PendingFile) => {
    controllers.current.get(item.key)?.abort();
    controllers.current.delete(item.key);
    drop(item.key);
    if (item.phase !== 'rejected') announce(t('ui.attachments.removed', { name: item.name }));
    focusAfterRemoval();
  };

  const retry = (item: PendingFile) => {
    if (item.file) startUpload(item.key, item.file);
  };

  const canPreview = (attachment: Attachment) => {
    const preview = attachmentPreviewKind(attachment);
    return (
      preview === 'image' || preview === 'pdf' || (preview === 'office' && officePreviewUrl !== undefined)
    );
  };

  const hints = [
    formats !== '' ? t('ui.attachments.hintFormats', { formats }) : undefined,
    t('ui.attachments.hintSize', { limit: formatFileSize(limit, locale) }),
    maxCount !== undefined ? t('ui.attachments.hintCount', { max: maxCount }) : undefined,
  ].filter((hint): hint is string => hint !== undefined);
  const hasError = error != null && error !== false;
  // The hint is shown inside the button, so it is part of its name (WCAG 2.5.3: what is seen is in the name).
  const describedBy = [description != null ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const listed = value.length + pending.length > 0;

  return (
    <Root className={className} data-invalid={hasError || undefined}>
      <Label id={labelId} data-hidden={hideLabel || undefined}>
        {label}
        {required && (
          <Required aria-hidden="true" title={t('ui.input.required')}>
            *
          </Required>
        )}
      </Label>
      {!readOnly && (
        <>
          <Zone
            ref={zoneRef}
            id={zoneId}
            type="button"
            aria-labelledby={`${labelId} ${titleId} ${hintId}`}
            aria-describedby={describedBy || undefined}
            aria-disabled={disabled || full || undefined}
            data-invalid={hasError || undefined}
            data-dragging={dragging || undefined}
            disabled={disabled}
            onClick={openPicker}
            onDragEnter={onDragEnter}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            <ZoneIcon aria-hidden="true">
              <UploadIcon />
            </ZoneIcon>
            <ZoneText>
              <ZoneTitle id={titleId}>
                {dragging
                  ? t('ui.attachments.dropZoneActive')
                  : full
                    ? t('ui.attachments.full', { max: maxCount ?? 0 })
                    : t('ui.attachments.dropZone')}
              </ZoneTitle>
              {/* Not shown (the column ignores it): keeps the words apart in the text assistive technology reads. */}{' '}
              <Hint id={hintId}>{hints.join(' · ')}</Hint>
            </ZoneText>
          </Zone>
          <HiddenInput
            ref={inputRef}
            type="file"
            tabIndex={-1}
            aria-hidden="true"
            accept={accept}
            multiple={multiple}
            disabled={inactive}
            onChange={onInputChange}
          />
        </>
      )}
      {description != null && <Note id={descriptionId}>{description}</Note>}
      {hasError && (
        <Note id={errorId} data-tone="error">
          {error}
        </Note>
      )}
      {listed && (
        <List aria-labelledby={labelId}>
          {value.map((attachment) => (
            <Row key={`done-${attachment.id}`} data-phase="done">
              <FileBadge file={attachment} />
              <RowMain>
                <FileName title={attachment.name}>{attachment.name}</FileName>
                <Meta>{formatFileSize(attachment.size, locale)}</Meta>
              </RowMain>
              <Actions>
                {canPreview(attachment) && (
                  <IconButton
                    size="sm"
                    label={t('ui.attachments.preview', { name: attachment.name })}
                    icon={<PreviewIcon />}
                    onClick={() => setPreviewing(attachment)}
                  />
                )}
                <IconButton
                  size="sm"
                  label={t('ui.attachments.downloadFile', { name: attachment.name })}
                  icon={<DownloadIcon />}
                  onClick={() => {
                    Promise.resolve()
                      .then(() => download(attachment))
                      .catch(() => undefined);
                  }}
                />
                {!inactive && (
                  <IconButton
                    size="sm"
                    label={t('ui.attachments.remove', { name: attachment.name })}
                    icon={<RemoveIcon />}
                    onClick={() => removeAttachment(attachment)}
                  />
                )}
              </Actions>
            </Row>
          ))}
          {pending.map((item) => (
            <PendingRow
              key={item.key}
              item={item}
              t={t}
              locale={locale}
              onRetry={() => retry(item)}
              onRemove={() => removePending(item)}
            />
          ))}
        </List>
      )}
      <AttachmentPreviewDialog
        attachment={previewing}
        onClose={() => setPreviewing(null)}
        loadPreview={loadPreview}
        officePreviewUrl={officePreviewUrl}
        download={download}
      />
    </Root>
  );
}

interface PendingRowProps {
  readonly item: PendingFile;
  readonly t: UiText;
  readonly locale: string;
  readonly onRetry: () => void;
  readonly onRemove: () => void;
}

function PendingRow({ item, t, locale, onRetry, onRemove }: PendingRowProps) {
  const size = formatFileSize(item.size, locale);
  const busy = item.phase === 'converting' || item.phase === 'uploading';
  let status: string;
  if (item.phase === 'converting') status = t('ui.attachments.converting');
  else if (item.phase === 'uploading')
    status =
      item.percent === undefined
        ? t('ui.attachments.uploading')
        : t('ui.attachments.uploadingPercent', { percent: item.percent });
  else status = item.problem ? problemText(t, item.problem, locale) : t('ui.attachments.errorUpload');
  return (
    <Row data-phase={item.phase} aria-busy={busy || undefined}>
      <FileBadge file={item} />
      <RowMain>
        <FileName title={item.name}>{item.name}</FileName>
        <Meta data-tone={busy ? undefined : 'error'}>
          {size} · {status}
        </Meta>
        {busy && (
          <Track
            role="progressbar"
            aria-label={
              item.phase === 'converting'
                ? t('ui.attachments.convertingLabel', { name: item.name })
                : t('ui.attachments.progressLabel', { name: item.name })
            }
            aria-valuemin={item.percent === undefined ? undefined : 0}
            aria-valuemax={item.percent === undefined ? undefined : 100}
            aria-valuenow={item.percent}
          >
            <span style={item.percent === undefined ? undefined : { width: `${item.percent}%` }} />
          </Track>
        )}
      </RowMain>
      <Actions>
        {item.phase === 'failed' && item.file && (
          <IconButton
            size="sm"
            label={t('ui.attachments.retry', { name: item.name })}
            icon={<RetryIcon />}
            onClick={onRetry}
          />
        )}
        <IconButton
          size="sm"
          label={
            busy
              ? t('ui.attachments.cancel', { name: item.name })
              : item.phase === 'rejected'
                ? t('ui.attachments.dismiss', { name: item.name })
                : t('ui.attachments.remove', { name: item.name })
          }
          icon={busy ? <CancelIcon /> : item.phase === 'rejected' ? <CancelIcon /> : <RemoveIcon />}
          onClick={onRemove}
        />
      </Actions>
    </Row>
  );
}
