import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../format/useFormat';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { describeFailure, type DescribeFailure } from './describeFailure';
import { createExportJob, type ExportJob, type ExportJobOptions } from './exportJob';
import { elapsedSeconds, formatElapsed, isExportDropped, type ExportPhase } from './exportMachine';
import { SpanIdLine } from './SpanIdLine';
import { SecurityVerificationContext } from './useSecurityVerification';

/** An export as a screen describes it: what to run, and what the dialog says. */
export interface ExportOptions extends ExportJobOptions {
  /** What is exported, e.g. "Export expense lines". */
  readonly title: ReactNode;
  /** A line under the title, e.g. the filters in force. */
  readonly description?: ReactNode;
  /**
   * The text of a failure (`@opsdesk/http`'s `describeError` with the language bound); the error's own
   * message otherwise, then the generic "operation failed".
   */
  readonly describeError?: DescribeFailure | undefined;
  /** The user chose to narrow the filters at the cap question: focus the filters, say. */
  readonly onNarrowFilters?: (() => void) | undefined;
  /**
   * Offers "Export the first 10,000" at the cap question; true by default. Turn it off where the
   * service cannot limit an export (the reference operation-service refuses any export over the cap).
   */
  readonly allowFirstRows?: boolean | undefined;
}

export interface ExportDialogProps extends ExportOptions {
  readonly open: boolean;
  /** Closing does not cancel a running export: opening the dialog again shows where it is. */
  readonly onOpenChange: (open: boolean) => void;
  /**
   * The job to show (from `createExportJob`), started when the dialog first shows it. Without one the
   * dialog runs its own from the other props: started when it opens, kept while it is closed, replaced
   * on the next opening once cancelled, aborted if the dialog unmounts.
   */
  readonly job?: ExportJob | undefined;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-4']};
  padding: ${tokens['space-2']} 0;
`;

const ProgressText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-1']};
  min-width: 0;
`;

const Lead = styled.p`
  margin: 0;
  font-weight: ${tokens['font-weight-medium']};
  color: ${tokens['color-text']};
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const Paragraph = styled.p`
  margin: 0;
  & + & {
    margin-top: ${tokens['space-2']};
  }
`;

const Elapsed = styled.span`
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  font-variant-numeric: tabular-nums;
`;

const Ready = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
`;

const ReadyIcon = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-success-subtle']};
  color: ${tokens['color-success']};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${tokens['space-2']} ${tokens['space-5']};
  margin: 0;
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  & > dt {
    color: ${tokens['color-text-muted']};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const FileName = styled.dd`
  font-weight: ${tokens['font-weight-medium']};
`;

function CheckIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Where the focus goes when a phase starts: the action the user most likely wants next. */
const focusTarget: Record<ExportPhase, 'primary' | 'close'> = {
  capExceeded: 'primary',
  verifying: 'close',
  running: 'close',
  succeeded: 'primary',
  failed: 'primary',
  cancelled: 'close',
  narrowed: 'close',
};

interface ExportJobViewProps extends Omit<ExportOptions, keyof ExportJobOptions> {
  readonly job: ExportJob;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** The dialog of one job, in whatever phase it is. */
export function ExportJobView({
  job,
  open,
  onOpenChange,
  title,
  description,
  describeError,
  onNarrowFilters,
  allowFirstRows = true,
}: ExportJobViewProps) {
  const t = useUiText();
  const format = useFormat();
  const state = useSyncExternalStore(job.subscribe, job.getState, job.getState);
  const [now, setNow] = useState(() => Date.now());
  const primaryRef = useRef<HTMLButtonElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  // Opened from code as often as from a button: the focus goes back to what had it on opening.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);
  const { phase } = state;

  const focusPhase = () => {
    const preferred = focusTarget[phase] === 'primary' ? primaryRef.current : closeRef.current;
    (preferred ?? closeRef.current)?.focus();
  };

  // The elapsed time of a run, one tick a second.
  useEffect(() => {
    if (phase !== 'running') return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  // A new phase: the focus moves to its action, and the ending is said (also when the dialog is closed).
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (previousPhase.current === phase) return;
    previousPhase.current = phase;
    if (openRef.current) focusPhase();
    const current = job.getState();
    if (phase === 'succeeded' && current.result) {
      announce(t('ui.export.readyAnnouncement', { fileName: current.result.fileName }));
    } else if (phase === 'failed' && !openRef.current) {
      const { message } = describeFailure(current.error, describeError, true);
      announce(t('ui.export.failedAnnouncement', { message: message ?? t('ui.common.error') }), 'assertive');
    } else if (phase === 'cancelled') {
      announce(t('ui.export.cancelledAnnouncement'));
    }
    // Only on a change of phase.
  }, [phase]);

  const cancelExport = () => {
    job.cancel();
    onOpenChange(false);
  };
  const narrow = () => {
    job.narrow();
    onNarrowFilters?.();
    onOpenChange(false);
  };

  const maxText = format.number(state.maxRows);
  const closeButton = (
    <Button key="close" ref={closeRef} onClick={() => onOpenChange(false)}>
      {t('ui.common.close')}
    </Button>
  );

  let body: ReactNode = null;
  let footer: ReactNode = closeButton;
  switch (phase) {
    case 'capExceeded':
      body = (
        <Alert variant="warning" title={t('ui.export.capTitle')}>
          <Paragraph>
            {t('ui.export.capBody', {
              estimated: format.number(state.estimatedRows ?? 0),
              max: maxText,
            })}
          </Paragraph>
          <Paragraph>
            {allowFirstRows ? t('ui.export.capHint', { max: maxText }) : t('ui.export.capHintNarrowOnly')}
          </Paragraph>
        </Alert>
      );
      footer = allowFirstRows ? (
        <>
          <Button key="secondary" ref={closeRef} onClick={narrow}>
            {t('ui.export.narrowFilters')}
          </Button>
          <Button key="primary" ref={primaryRef} variant="primary" onClick={() => job.exportFirst()}>
            {t('ui.export.exportFirst', { max: maxText })}
          </Button>
        </>
      ) : (
        <>
          {closeButton}
          <Button key="primary" ref={primaryRef} variant="primary" onClick={narrow}>
            {t('ui.export.narrowFilters')}
          </Button>
        </>
      );
      break;
    case 'verifying':
    case 'running': {
      const running = phase === 'running';
      body = (
        <Stack>
          <Progress>
            <Spinner size="lg" label={t(running ? 'ui.export.running' : 'ui.export.verifying')} />
            <ProgressText>
              <Lead aria-hidden="true">{t(running ? 'ui.export.running' : 'ui.export.verifying')}</Lead>
              {running ? (
                <Elapsed role="timer">
                  {t('ui.export.elapsed', { time: formatElapsed(elapsedSeconds(state, now)) })}
                </Elapsed>
              ) : (
                <Muted>{t('ui.export.verifyingHint')}</Muted>
              )}
            </ProgressText>
          </Progress>
          {state.rowLimit !== undefined && <Muted>{t('ui.export.rowLimitNote', { max: maxText })}</Muted>}
          <Muted>{t('ui.export.runningHint')}</Muted>
        </Stack>
      );
      footer = (
        <>
          <Button key="secondary" onClick={cancelExport}>
            {t('ui.export.cancelExport')}
          </Button>
          {closeButton}
        </>
      );
      break;
    }
    case 'succeeded': {
      const result = state.result;
      const downloadFailure = state.downloadError
        ? describeFailure(state.downloadError, describeError, true)
        : null;
      body = result && (
        <Stack>
          <Ready>
            <ReadyIcon>
              <CheckIcon />
            </ReadyIcon>
            <Lead>{t('ui.export.readyTitle')}</Lead>
          </Ready>
          <Facts>
            <dt>{t('ui.export.fileName')}</dt>
            <FileName>{result.fileName}</FileName>
            {result.size !== undefined && (
              <>
                <dt>{t('ui.export.size')}</dt>
                <dd>{format.fileSize(result.size)}</dd>
              </>
            )}
            {result.rows !== undefined && (
              <>
                <dt>{t('ui.export.rows')}</dt>
                <dd>{format.number(result.rows)}</dd>
              </>
            )}
            {elapsedSeconds(state, now) > 0 && (
              <>
                <dt>{t('ui.export.duration')}</dt>
                <dd>{formatElapsed(elapsedSeconds(state, now))}</dd>
              </>
            )}
          </Facts>
          {downloadFailure && (
            <Alert variant="error">
              {downloadFailure.message ?? t('ui.export.downloadFailed')}
              {downloadFailure.spanId && (
                <div>
                  <SpanIdLine spanId={downloadFailure.spanId} />
                </div>
              )}
            </Alert>
          )}
        </Stack>
      );
      footer = (
        <>
          {closeButton}
          <Button
            key="primary"
            ref={primaryRef}
            variant="primary"
            loading={state.downloading}
            onClick={() => void job.download()}
          >
            {t('ui.export.download')}
          </Button>
        </>
      );
      break;
    }
    case 'failed': {
      const failure = describeFailure(state.error, describeError, true);
      body = (
        <Alert variant="error" title={t('ui.export.failedTitle')}>
          {failure.message ?? t('ui.common.error')}
          {failure.spanId && (
            <div>
              <SpanIdLine spanId={failure.spanId} />
            </div>
          )}
        </Alert>
      );
      footer = (
        <>
          {closeButton}
          <Button key="primary" ref={primaryRef} variant="primary" onClick={() => job.reload()}>
            {t('ui.export.reload')}
          </Button>
        </>
      );
      break;
    }
    case 'cancelled':
    case 'narrowed':
      body = (
        <Alert variant="info" title={t('ui.export.cancelledTitle')}>
          {t('ui.export.cancelledBody')}
        </Alert>
      );
      break;
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="md"
        // The footer always has Close (or the answer to the cap question): no second "Close" in the corner.
        hideClose
        data-ops-dialog="export"
        data-phase={phase}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusPhase();
          // Started once the dialog holds the focus, so that a verification dialog opens on top of it
          // and gives the focus back to it.
          job.start();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const element = returnFocus.current;
          returnFocus.current = null;
          if (element?.isConnected) element.focus();
        }}
        {...(description == null ? { 'aria-describedby': undefined } : {})}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description != null && <Dialog.Description>{description}</Dialog.Description>}
        <Dialog.Body>{body}</Dialog.Body>
        <Dialog.Footer>{footer}</Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The export dialog (spec §4, §6, §9): the cap question when the filters select more lines than an
 * export holds, the identity verification where the export needs it, then the run with its elapsed
 * time and Cancel, then the file with Download, or the error with Reload. Closing it does not stop
 * the export; opening it again shows where it is. Transport-free: `run` is the app's call.
 *
 * Screens usually call `useExport().openExport({ key, ... })` under an `ExportProvider`, which keeps
 * jobs across screens; this component is the same dialog for a screen that holds its own state.
 */
export function ExportDialog({ job, open, onOpenChange, ...options }: ExportDialogProps) {
  const contextVerify = useContext(SecurityVerificationContext);
  const own = useRef<ExportJob | null>(null);
  const wasOpen = useRef(false);
  if (!job && open && !wasOpen.current && (!own.current || isExportDropped(own.current.getState()))) {
    own.current = createExportJob({ ...options, verify: options.verify ?? contextVerify ?? undefined });
  }
  wasOpen.current = open;

  // A dialog that goes away takes its own export with it (a job given from outside is not its own).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const left = own.current;
      // After a tick: Strict Mode unmounts and mounts again at once, which is no leaving.
      setTimeout(() => {
        if (!mounted.current) left?.cancel();
      }, 0);
    };
  }, []);

  const shown = job ?? own.current;
  if (!shown) return null;
  return (
    <ExportJobView
      job={shown}
      open={open}
      onOpenChange={onOpenChange}
      title={options.title}
      description={options.description}
      describeError={options.describeError}
      onNarrowFilters={options.onNarrowFilters}
      allowFirstRows={options.allowFirstRows}
    />
  );
}
