import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmProvider/useConfirm';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import type { DescribedError } from '../../components/ToastProvider/useToast';
import { useFormat } from '../../format/useFormat';
import { useUiText, type UiText } from '../../i18n/text';
import type { ImportJobOptions, ImportUpload } from './importJob';
import {
  Browse,
  CheckIcon,
  ClockIcon,
  DownloadIcon,
  DropIcon,
  DropText,
  DropZone,
  ErrorIcon,
  ErrorTable,
  FileActions,
  FileCardFrame,
  FileDetail,
  FileGlyph,
  FileMeta,
  FileName,
  HiddenInput,
  HintBelow,
  ProgressBlock,
  ProgressDetail,
  ProgressHead,
  ProgressTrack,
  ResultHead,
  ResultRegion,
  SheetIcon,
  SpanId,
  Stack,
  Stats,
  TemplateRow,
  UploadIcon,
  WarningIcon,
} from './importParts';
import {
  acceptAttribute,
  acceptedExtensions,
  describeImportError,
  IMPORT_DURATION_ESTIMATE_MINUTES,
  IMPORT_ERROR_LISTING_THRESHOLD,
  IMPORT_MAX_SIZE_BYTES,
  isLargeImport,
  listedRowErrors,
  normaliseAccept,
  shouldPromptErrorFile,
  type ImportProblem,
} from './importRules';
import { importRowProgress, type ImportResult, type ImportState, type ImportStatus } from './importState';
import { useImport } from './useImport';

export interface ImportDialogProps extends Omit<ImportJobOptions, 'upload'> {
  /** The dialog's title, e.g. "Import tenants"; "Import" by default. */
  readonly title?: ReactNode;
  /** Under the title; "Fill in the import template, then choose the file to import." by default. */
  readonly description?: ReactNode;
  /**
   * Sends the file: report progress through `onProgress`, stop on `signal`, send `idempotencyKey`
   * as the `Idempotency-Key` (the same on Retry). Resolves to the result; rejects on failure.
   */
  readonly upload: ImportUpload;
  /** Downloads the import template (the "Download template" link). */
  readonly downloadTemplate: () => Promise<void>;
  /** Turns a failed upload into its message, e.g. `describeError` of @opsdesk/http. */
  readonly describeError?: (error: unknown) => DescribedError;
  /** The dialog was closed while the import runs: it goes on, reopening shows it. */
  readonly onBackground?: () => void;
  /**
   * Keeps the import under this key in the nearest `ImportProvider`, so that it outlives this
   * component (a screen that unmounts). Without it the import lives as long as the dialog is mounted.
   */
  readonly jobKey?: string;
  /** The element that opens the dialog (a `Button`); omit it to open the dialog with `open`. */
  readonly trigger?: ReactNode;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}

type DownloadState = 'idle' | 'busy' | 'failed';

/** Runs a download, tracking whether it is busy or failed. */
function useDownload(download: (() => Promise<void>) | undefined) {
  const [status, setStatus] = useState<DownloadState>('idle');
  const run = async () => {
    if (!download || status === 'busy') return;
    setStatus('busy');
    try {
      await download();
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };
  return { status, run, reset: () => setStatus('idle') };
}

function problemText(problem: ImportProblem, t: UiText, formats: string, size: (bytes: number) => string) {
  switch (problem.code) {
    case 'missing':
      return t('ui.importDialog.problem.missing');
    case 'tooMany':
      return t('ui.importDialog.problem.tooMany', { count: problem.count });
    case 'wrongFormat':
      return t('ui.importDialog.problem.wrongFormat', { name: problem.fileName, formats });
    case 'tooLarge':
      return t('ui.importDialog.problem.tooLarge', {
        name: problem.fileName,
        size: size(problem.size),
        limit: size(problem.maxSizeBytes),
      });
    case 'empty':
      return t('ui.importDialog.problem.empty', { name: problem.fileName });
    case 'wrongTemplate':
      return t('ui.importDialog.problem.wrongTemplate', { name: problem.fileName });
    case 'templateCheckFailed':
      return t('ui.importDialog.problem.templateCheckFailed', { name: problem.fileName });
  }
}

/**
 * The import dialog every console screen reuses (spec §4, §5): template download, a file chosen
 * by button or by drop and checked (missing, format by extension and type, size, template), the
 * upload with its progress and Cancel, then the result: imported and failed counts, the failing
 * rows as line plus message, and above 10 of them a prompt to download the error file. A failed
 * upload keeps the file for Retry (with the same idempotency key). A large import says it takes
 * about 15 minutes; closing the dialog while an import runs keeps it (`onBackground`), and
 * reopening shows its progress or result. While the service goes on with a pending result, its
 * rows handled so far show as a progress bar (`processedRows` of `totalRows`, refreshed through
 * `waitForCompletion`'s `onUpdate`), and its `cancel` is offered as Cancel import, confirmed first;
 * a cancelled import shows the rows imported and not, and the error file to import the rest.
 *
 * Transport-free: `upload`, `downloadTemplate`, `checkTemplate` and the result's `downloadErrors`
 * are the console's functions on @opsdesk/http; the failing rows come normalised, as
 * `exportErrorRows` of @opsdesk/http returns them.
 */
export function ImportDialog({
  title,
  description,
  upload,
  downloadTemplate,
  describeError,
  onBackground,
  jobKey,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  accept,
  maxSizeBytes = IMPORT_MAX_SIZE_BYTES,
  checkTemplate,
  isLarge,
  largeImportRows,
  onDone,
}: ImportDialogProps) {
  const t = useUiText();
  const intl = useIntl();
  const format = useFormat();
  const confirm = useConfirm();
  const { state, job } = useImport(jobKey);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const [dragging, setDragging] = useState(false);
  const template = useDownload(downloadTemplate);
  const errorFile = useDownload(state.result?.downloadErrors);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const problemId = `${ids}-problem`;
  const fileNameId = `${ids}-file`;
  const progressLabelId = `${ids}-progress`;
  const resultTitleId = `${ids}-result`;

  const inputRef = useRef<HTMLInputElement | null>(null);
  const dropZoneRef = useRef<HTMLButtonElement | null>(null);
  const importRef = useRef<HTMLButtonElement | null>(null);
  const cancelImportRef = useRef<HTMLButtonElement | null>(null);
  const backgroundRef = useRef<HTMLButtonElement | null>(null);
  const resultRef = useRef<HTMLElement | null>(null);
  const retryRef = useRef<HTMLButtonElement | null>(null);

  const options: ImportJobOptions = {
    accept,
    maxSizeBytes,
    checkTemplate,
    upload,
    isLarge,
    largeImportRows,
    onDone,
  };
  const extensions = acceptedExtensions(accept);
  const formats = intl.formatList(extensions.length > 0 ? extensions : normaliseAccept(accept), {
    type: 'disjunction',
  });

  const focusFor = (status: ImportStatus) => {
    const target = {
      empty: dropZoneRef,
      chosen: importRef,
      uploading: cancelImportRef,
      processing: backgroundRef,
      done: resultRef,
      failed: retryRef,
    }[status].current;
    // Without scrolling: a result focused at the top must not hide the body's padding.
    target?.focus({ preventScroll: true });
  };

  // Moves the focus to what the new state is about, as the element that had it may be gone.
  const shownStatus = useRef(state.status);
  useEffect(() => {
    if (shownStatus.current === state.status) return;
    shownStatus.current = state.status;
    if (isOpen) focusFor(state.status);
  }, [state.status, isOpen]);

  const chosenName = state.status === 'chosen' ? state.file?.name : undefined;
  const chosenText = chosenName === undefined ? '' : t('ui.importDialog.fileChosen', { name: chosenName });
  useEffect(() => {
    if (chosenText) announce(chosenText);
  }, [state.file, chosenText]);

  const handleOpenChange = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  // Closed, by the dialog or by the `open` prop: a running import goes on, anything else is forgotten.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      if (job.close()) {
        announce(t('ui.importDialog.backgroundAnnounced'));
        onBackground?.();
      }
      template.reset();
      errorFile.reset();
      setDragging(false);
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  const canChoose = state.status === 'empty' || state.status === 'chosen' || state.status === 'failed';

  const choose = (files: FileList | null) => {
    errorFile.reset();
    job.choose(files, options);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const { files } = event.currentTarget;
    // Nothing chosen (the chooser was dismissed): keep what is there.
    if (files && files.length > 0) choose(files);
    event.currentTarget.value = '';
  };

  const openChooser = () => inputRef.current?.click();

  // The whole body takes the drop; elsewhere the browser would open the file and lose the page.
  const dragHandlers = {
    onDragEnter: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (canChoose) setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = canChoose ? 'copy' : 'none';
    },
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      if (canChoose) choose(event.dataTransfer.files);
    },
  };

  // Confirmed first: a cancel cannot be taken back, and the rows not reached must be imported again.
  const cancelPending = async () => {
    const confirmed = await confirm({
      title: t('ui.importDialog.cancelConfirmTitle'),
      description: t('ui.importDialog.cancelConfirmText'),
      confirmLabel: t('ui.importDialog.cancelImport'),
      cancelLabel: t('ui.importDialog.keepImporting'),
      variant: 'danger',
    });
    // The import may have ended while the question was open: then the job ignores the cancel.
    if (confirmed) job.cancel();
  };

  const size = (bytes: number) => format.fileSize(bytes);
  const problem = state.problem ? problemText(state.problem, t, formats, size) : null;
  const largeNow =
    state.large ||
    (state.status === 'chosen' && state.file !== null && isLargeImport(state.file, state.rows, options));
  let largeText = t('ui.importDialog.largeNotice', { minutes: IMPORT_DURATION_ESTIMATE_MINUTES });
  if (state.status === 'processing') {
    // With the rows counted the bar says how far it is: no estimate that they could contradict.
    largeText = importRowProgress(state.result)
      ? t('ui.importDialog.pendingProgressText')
      : t('ui.importDialog.pendingText', { minutes: IMPORT_DURATION_ESTIMATE_MINUTES });
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger != null && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content
        size="md"
        data-import-status={state.status}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          shownStatus.current = state.status;
          focusFor(state.status);
        }}
      >
        <Dialog.Title>{title ?? t('ui.importDialog.title')}</Dialog.Title>
        <Dialog.Description>{description ?? t('ui.importDialog.description')}</Dialog.Description>
        <Dialog.Body {...dragHandlers}>
          <HiddenInput
            ref={inputRef}
            type="file"
            accept={acceptAttribute(accept)}
            tabIndex={-1}
            aria-hidden="true"
            onChange={handleInput}
          />
          <Stack>
            {(state.status === 'empty' || state.status === 'chosen') && (
              <TemplateRow>
                <p>{t('ui.importDialog.templateHint')}</p>
                <Button
                  variant="link"
                  iconStart={<DownloadIcon />}
                  loading={template.status === 'busy'}
                  onClick={() => void template.run()}
                >
                  {t('ui.importDialog.downloadTemplate')}
                </Button>
              </TemplateRow>
            )}
            {template.status === 'failed' && (
              <Alert variant="error">{t('ui.importDialog.templateDownloadFailed')}</Alert>
            )}

            {state.status === 'empty' && (
              <div>
                <DropZone
                  ref={dropZoneRef}
                  type="button"
                  data-dragging={dragging || undefined}
                  data-invalid={state.problem ? '' : undefined}
                  aria-describedby={state.problem ? `${hintId} ${problemId}` : hintId}
                  onClick={openChooser}
                >
                  <DropIcon aria-hidden="true">
                    <UploadIcon />
                  </DropIcon>
                  <DropText>
                    {dragging ? (
                      t('ui.importDialog.dropActive')
                    ) : (
                      <>
                        {t('ui.importDialog.dropPrompt')}
                        <Browse>{t('ui.importDialog.browse')}</Browse>
                      </>
                    )}
                  </DropText>
                </DropZone>
                <HintBelow id={hintId}>
                  {t('ui.importDialog.formatsHint', { formats, limit: size(maxSizeBytes) })}
                </HintBelow>
              </div>
            )}

            {state.file && state.status !== 'empty' && state.status !== 'done' && (
              <FileCard
                state={state}
                nameId={fileNameId}
                dragging={dragging && canChoose}
                t={t}
                size={size}
                actions={
                  canChoose ? (
                    <>
                      <Button size="sm" aria-describedby={fileNameId} onClick={openChooser}>
                        {t('ui.importDialog.replace')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-describedby={fileNameId}
                        onClick={() => job.remove()}
                      >
                        {t('ui.importDialog.remove')}
                      </Button>
                    </>
                  ) : null
                }
              />
            )}

            {problem !== null && (
              <Alert variant="error" id={problemId}>
                {problem}
              </Alert>
            )}

            {state.cancelled && state.status === 'chosen' && (
              <Alert variant="info">{t('ui.importDialog.cancelled')}</Alert>
            )}

            {(state.status === 'uploading' || state.status === 'processing') && (
              <UploadProgress state={state} labelId={progressLabelId} t={t} />
            )}

            {state.status === 'processing' && state.cancelFailed && (
              <Alert variant="error">{t('ui.importDialog.cancelFailed')}</Alert>
            )}

            {largeNow && state.status !== 'done' && state.status !== 'failed' && (
              <Alert variant="info" title={t('ui.importDialog.largeTitle')}>
                {largeText}
              </Alert>
            )}

            {state.status === 'failed' && (
              <UploadFailure error={state.error} describeError={describeError} t={t} />
            )}

            {state.status === 'done' && state.result && (
              <ResultView
                result={state.result}
                fileName={state.file?.name}
                regionRef={resultRef}
                titleId={resultTitleId}
                download={errorFile}
                t={t}
                number={(value) => format.number(value)}
              />
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Footer
            status={state.status}
            queued={state.queued}
            promptErrorFile={
              state.status === 'done' &&
              state.result !== null &&
              (shouldPromptErrorFile(state.result.failureCount) ||
                (state.result.cancelled === true && state.result.failureCount > 0))
            }
            canCancelPending={state.status === 'processing' && state.result?.cancel !== undefined}
            cancelling={state.cancelling}
            t={t}
            refs={{ importRef, cancelImportRef, backgroundRef, retryRef }}
            onImport={() => job.start(options)}
            onCancelImport={() => job.cancel()}
            onCancelPending={() => void cancelPending()}
            onBackground={() => handleOpenChange(false)}
            onImportAnother={() => {
              errorFile.reset();
              job.reset();
            }}
            onDone={() => handleOpenChange(false)}
          />
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface FileCardProps {
  readonly state: ImportState;
  readonly nameId: string;
  readonly dragging: boolean;
  readonly actions: ReactNode;
  readonly t: UiText;
  readonly size: (bytes: number) => string;
}

function FileCard({ state, nameId, dragging, actions, t, size }: FileCardProps) {
  const { file } = state;
  if (!file) return null;
  const invalid = state.template === 'wrong' || state.template === 'failed';
  let status: ReactNode = null;
  if (state.status === 'chosen' && state.template === 'checking') {
    status = <Spinner size="sm" showLabel label={t('ui.importDialog.checkingTemplate')} />;
  } else if (state.status === 'chosen' && state.template === 'ok') {
    status = (
      <span data-tone="success">
        <CheckIcon />
        {t('ui.importDialog.readyToImport')}
      </span>
    );
  }
  return (
    <FileCardFrame data-dragging={dragging || undefined} data-invalid={invalid || undefined}>
      <FileGlyph aria-hidden="true">
        <SheetIcon />
      </FileGlyph>
      <FileMeta>
        <FileName id={nameId} title={file.name}>
          {file.name}
        </FileName>
        <FileDetail>
          <span>{size(file.size)}</span>
          {status}
        </FileDetail>
      </FileMeta>
      {actions != null && <FileActions>{actions}</FileActions>}
    </FileCardFrame>
  );
}

function UploadProgress({ state, labelId, t }: { state: ImportState; labelId: string; t: UiText }) {
  const intl = useIntl();
  const sending = state.status === 'uploading' && state.progress !== undefined && state.progress < 100;
  // The service's progress, by rows, once it goes on with a pending result that counts them.
  const rows = state.status === 'processing' ? importRowProgress(state.result) : undefined;
  let percent: number | undefined;
  if (sending) percent = state.progress ?? 0;
  else if (rows) percent = (rows.processed / rows.total) * 100;
  const label = sending
    ? t('ui.importDialog.uploading', { name: state.file?.name ?? '' })
    : t('ui.importDialog.processing');
  const percentText =
    percent === undefined
      ? undefined
      : intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
  const rowsText = rows
    ? t('ui.importDialog.rowsProgress', {
        processed: rows.processed,
        total: rows.total,
        failed: state.result?.failureCount ?? 0,
      })
    : undefined;
  return (
    <ProgressBlock>
      <ProgressHead>
        <span id={labelId}>{label}</span>
        {percentText !== undefined && <span aria-hidden="true">{percentText}</span>}
      </ProgressHead>
      <ProgressTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        // By rows when the service counts them: the value a screen reader reads is the rows text.
        aria-valuemax={rows ? rows.total : 100}
        aria-valuenow={rows ? rows.processed : percent}
        aria-valuetext={rowsText ?? percentText}
        data-indeterminate={percent === undefined || undefined}
      >
        <span style={percent === undefined ? undefined : { width: `${percent}%` }} />
      </ProgressTrack>
      {rowsText !== undefined && <ProgressDetail>{rowsText}</ProgressDetail>}
    </ProgressBlock>
  );
}

interface UploadFailureProps {
  readonly error: unknown;
  readonly describeError: ((error: unknown) => DescribedError) | undefined;
  readonly t: UiText;
}

function UploadFailure({ error, describeError, t }: UploadFailureProps) {
  let described: DescribedError | undefined;
  try {
    described = describeImportError(error, describeError);
  } catch {
    described = undefined;
  }
  return (
    <Alert variant="error" title={t('ui.importDialog.uploadFailedTitle')}>
      {described?.message || t('ui.common.error')} {t('ui.importDialog.uploadFailedKept')}
      {described?.spanId && <SpanId>spanId: {described.spanId}</SpanId>}
    </Alert>
  );
}

interface ResultViewProps {
  readonly result: ImportResult;
  readonly fileName: string | undefined;
  readonly regionRef: RefObject<HTMLElement | null>;
  readonly titleId: string;
  readonly download: ReturnType<typeof useDownload>;
  readonly t: UiText;
  readonly number: (value: number) => string;
}

function ResultView({ result, fileName, regionRef, titleId, download, t, number }: ResultViewProps) {
  const { successCount, failureCount } = result;
  const pending = result.pending === true;
  const cancelled = !pending && result.cancelled === true;
  const allFailed = !pending && !cancelled && failureCount > 0 && successCount === 0;
  // After a cancel the error file holds the rows not reached: it is how the rest gets imported.
  const prompt = !pending && (shouldPromptErrorFile(failureCount) || (cancelled && failureCount > 0));
  const canDownload = result.downloadErrors !== undefined;
  const listed = listedRowErrors(result.errors, failureCount);

  let tone: 'success' | 'warning' | 'error' | 'info' = 'success';
  let heading = t('ui.importDialog.resultTitleSuccess');
  let icon: ReactNode = <CheckIcon size={20} />;
  if (pending) {
    tone = 'info';
    heading = t('ui.importDialog.pendingTitle');
    icon = <ClockIcon />;
  } else if (cancelled) {
    tone = 'warning';
    heading = t('ui.importDialog.resultTitleCancelled');
    icon = <WarningIcon />;
  } else if (allFailed) {
    tone = 'error';
    heading = t(
      canDownload ? 'ui.importDialog.resultTitleFailed' : 'ui.importDialog.resultTitleFailedNoFile',
    );
    icon = <ErrorIcon />;
  } else if (failureCount > 0) {
    tone = 'warning';
    heading = t('ui.importDialog.resultTitlePartial');
    icon = <WarningIcon />;
  }

  let summary: string;
  if (pending) summary = t('ui.importDialog.pendingText', { minutes: IMPORT_DURATION_ESTIMATE_MINUTES });
  else if (cancelled) {
    summary = t('ui.importDialog.cancelledText', { imported: successCount, notImported: failureCount });
  } else summary = t('ui.importDialog.successText', { count: successCount });

  let errorsText: string;
  if (cancelled) {
    errorsText = t(canDownload ? 'ui.importDialog.cancelledRest' : 'ui.importDialog.cancelledRestNoFile');
  } else if (prompt) {
    errorsText = t('ui.importDialog.errorFilePrompt', { threshold: IMPORT_ERROR_LISTING_THRESHOLD });
  } else errorsText = t(allFailed ? 'ui.importDialog.failedText' : 'ui.importDialog.partialText');

  const downloadButton = canDownload ? (
    <Button
      variant={prompt ? 'primary' : 'secondary'}
      size="sm"
      iconStart={<DownloadIcon />}
      loading={download.status === 'busy'}
      onClick={() => void download.run()}
    >
      {t('ui.importDialog.downloadErrors')}
    </Button>
  ) : undefined;

  return (
    <ResultRegion ref={regionRef} tabIndex={-1} aria-labelledby={titleId}>
      <ResultHead data-tone={tone}>
        <span aria-hidden="true">{icon}</span>
        <div>
          <h3 id={titleId}>{heading}</h3>
          <p>
            {fileName !== undefined && !pending ? `${fileName} · ` : ''}
            {summary}
          </p>
        </div>
      </ResultHead>
      {!pending && (
        <Stats>
          <div data-tone={successCount > 0 ? 'success' : 'muted'}>
            <dt>{t('ui.importDialog.statImported')}</dt>
            <dd>{number(successCount)}</dd>
          </div>
          <div data-tone={failureCount > 0 ? 'danger' : 'muted'}>
            <dt>{t(cancelled ? 'ui.importDialog.statNotImported' : 'ui.importDialog.statFailed')}</dt>
            <dd>{number(failureCount)}</dd>
          </div>
        </Stats>
      )}
      {failureCount > 0 && !pending && (
        <Alert variant={allFailed ? 'error' : 'warning'} actions={downloadButton}>
          {errorsText}
        </Alert>
      )}
      {download.status === 'failed' && (
        <Alert variant="error">{t('ui.importDialog.errorsDownloadFailed')}</Alert>
      )}
      {listed.rows.length > 0 && !pending && (
        <div>
          <ErrorTable>
            <caption>{t('ui.importDialog.listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" data-column="line">
                  {t('ui.importDialog.columnLine')}
                </th>
                <th scope="col">{t('ui.importDialog.columnError')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.rows.map((row, index) => (
                <tr key={`${row.line}-${index}`}>
                  <td data-column="line">{row.line}</td>
                  <td>{row.message}</td>
                </tr>
              ))}
            </tbody>
          </ErrorTable>
          {listed.unlisted > 0 && (
            <HintBelow>
              {t('ui.importDialog.listNote', { shown: listed.rows.length, total: listed.total })}
            </HintBelow>
          )}
        </div>
      )}
    </ResultRegion>
  );
}

interface FooterProps {
  readonly status: ImportStatus;
  readonly queued: boolean;
  readonly promptErrorFile: boolean;
  /** The pending import can be cancelled on the service (its result's `cancel`). */
  readonly canCancelPending: boolean;
  /** Its cancel was asked for and is not answered yet. */
  readonly cancelling: boolean;
  readonly t: UiText;
  readonly refs: {
    readonly importRef: RefObject<HTMLButtonElement | null>;
    readonly cancelImportRef: RefObject<HTMLButtonElement | null>;
    readonly backgroundRef: RefObject<HTMLButtonElement | null>;
    readonly retryRef: RefObject<HTMLButtonElement | null>;
  };
  readonly onImport: () => void;
  readonly onCancelImport: () => void;
  readonly onCancelPending: () => void;
  readonly onBackground: () => void;
  readonly onImportAnother: () => void;
  readonly onDone: () => void;
}

function Footer({
  status,
  queued,
  promptErrorFile,
  canCancelPending,
  cancelling,
  t,
  refs,
  onImport,
  onCancelImport,
  onCancelPending,
  onBackground,
  onImportAnother,
  onDone,
}: FooterProps) {
  const cancel = (
    <Dialog.Close asChild>
      <Button>{t('ui.common.cancel')}</Button>
    </Dialog.Close>
  );
  switch (status) {
    case 'empty':
    case 'chosen':
      return (
        <>
          {cancel}
          <Button ref={refs.importRef} variant="primary" loading={queued} onClick={onImport}>
            {t('ui.importDialog.import')}
          </Button>
        </>
      );
    case 'uploading':
      return (
        <>
          <Button ref={refs.cancelImportRef} onClick={onCancelImport}>
            {t('ui.importDialog.cancelImport')}
          </Button>
          <Button ref={refs.backgroundRef} variant="primary" onClick={onBackground}>
            {t('ui.importDialog.background')}
          </Button>
        </>
      );
    case 'processing':
      return (
        <>
          {canCancelPending && (
            // Busy, not disabled, while the service answers: the focus stays on it.
            <Button ref={refs.cancelImportRef} loading={cancelling} onClick={onCancelPending}>
              {t('ui.importDialog.cancelImport')}
            </Button>
          )}
          <Button ref={refs.backgroundRef} variant="primary" onClick={onBackground}>
            {t('ui.importDialog.background')}
          </Button>
        </>
      );
    case 'failed':
      return (
        <>
          {cancel}
          <Button ref={refs.retryRef} variant="primary" onClick={onImport}>
            {t('ui.common.retry')}
          </Button>
        </>
      );
    case 'done':
      return (
        <>
          <Button onClick={onImportAnother}>{t('ui.importDialog.importAnother')}</Button>
          <Button variant={promptErrorFile ? 'secondary' : 'primary'} onClick={onDone}>
            {t('ui.importDialog.done')}
          </Button>
        </>
      );
  }
}
