import { exportResource, type ResourceName } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Button, useExport } from '@opsdesk/ui';
import { lazy, Suspense, useCallback } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { useText, useTitle } from '../i18n';
import type { ResourceScreen } from './types';

/** Saves downloaded bytes through a temporary link. */
export function saveBytes(fileName: string, contentType: string, data: ArrayBuffer): void {
  const url = URL.createObjectURL(new Blob([data], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Exports what the list's filters select. The request layer asks for the identity verification
 * (spec §6) through the console's verification dialog before the download.
 */
export function useResourceExport(
  screen: ResourceScreen,
  filters: Readonly<Record<string, unknown>>,
  total: number,
) {
  const { http, language } = useConsole();
  const { openExport } = useExport();
  const title = useTitle();
  const t = useText();
  return useCallback(() => {
    const name = screen.resource.name as ResourceName;
    void openExport({
      key: `${name}?${JSON.stringify(filters)}`,
      title: `${t('resource.export')} · ${title(screen.title)}`,
      estimatedRows: total,
      allowFirstRows: false,
      describeError: (error) => describeError(error, { language }),
      run: async (signal) => {
        const file = await exportResource(http, name, filters, { signal, save: false });
        return {
          fileName: file.fileName,
          size: file.data.byteLength,
          download: () => saveBytes(file.fileName, file.contentType, file.data),
        };
      },
    });
  }, [filters, http, language, openExport, screen, t, title, total]);
}

const ImportButton = lazy(() => import('./importButton'));

/** The import of a resource: template, upload with progress, per-row errors, the error file. */
export function ResourceImportButton(props: { screen: ResourceScreen; onImported: () => void }) {
  const t = useText();
  // The import dialog is a chunk of its own; until it is there, the button shows, not yet usable.
  return (
    <Suspense
      fallback={
        <Button variant="secondary" disabled>
          {t('resource.import')}
        </Button>
      }
    >
      <ImportButton {...props} />
    </Suspense>
  );
}
