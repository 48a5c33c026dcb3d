import {
  downloadImportErrors,
  downloadImportTemplate,
  getImportJob,
  importResource,
  listImportErrors,
  type ImportJob,
  type ResourceName,
} from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Button, ImportDialog, type ImportResult } from '@opsdesk/ui';
import { useConsole } from '../app/ConsoleContext';
import { useText, useTitle } from '../i18n';
import type { ResourceScreen } from './types';
import { saveBytes } from './transfer';

function resultOf(
  job: ImportJob & { errors?: readonly { lineNumber: number; errorMessage: string }[] },
  download: () => Promise<void>,
): ImportResult {
  return {
    successCount: job.successCount,
    failureCount: job.failureCount,
    errors: (job.errors ?? []).map((row) => ({ line: row.lineNumber, message: row.errorMessage })),
    ...(job.failureCount > 0 ? { downloadErrors: download } : {}),
    pending: job.status === 'RUNNING',
  };
}

export interface ImportButtonProps {
  readonly screen: ResourceScreen;
  readonly onImported: () => void;
  /** Opens the dialog at once: the light button of `ResourceImportButton` was pressed. */
  readonly defaultOpen?: boolean;
}

/**
 * The import of a resource: template, upload with progress, per-row errors, the error file. A module
 * of its own, which `ResourceImportButton` (transfer.tsx) loads on first use.
 */
export default function ResourceImportButton({ screen, onImported, defaultOpen = false }: ImportButtonProps) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const name = screen.resource.name as ResourceName;
  const saveErrors = (id: number) => async () => {
    const file = await downloadImportErrors(http, id, { save: false });
    saveBytes(file.fileName, file.contentType, file.data);
  };
  return (
    <ImportDialog
      jobKey={`import:${name}`}
      title={`${t('resource.import')} · ${title(screen.title)}`}
      trigger={<Button variant="secondary">{t('resource.import')}</Button>}
      defaultOpen={defaultOpen}
      describeError={(error) => describeError(error, { language })}
      downloadTemplate={async () => {
        const file = await downloadImportTemplate(http, name, { save: false });
        saveBytes(file.fileName, file.contentType, file.data);
      }}
      upload={async (file, { onProgress, signal, idempotencyKey }) => {
        const answer = await importResource(http, name, file, idempotencyKey, onProgress, { signal });
        return {
          ...resultOf(answer, saveErrors(answer.id)),
          waitForCompletion: async (waitSignal) => {
            for (;;) {
              await new Promise((resolve) => setTimeout(resolve, 2000));
              if (waitSignal.aborted) throw new DOMException('Aborted', 'AbortError');
              const job = await getImportJob(http, answer.id, { signal: waitSignal });
              if (job.status !== 'RUNNING') {
                const errors = await listImportErrors(http, job.id, { size: 10 }, { signal: waitSignal });
                return resultOf({ ...job, errors: errors.content }, saveErrors(job.id));
              }
            }
          },
        };
      }}
      onDone={(result) => {
        if (result.successCount > 0) onImported();
      }}
    />
  );
}
