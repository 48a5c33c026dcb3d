import { exportResource, type ResourceName } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Button, useExport, useToast } from '@opsdesk/ui';
import { useCallback, type ComponentType } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { useText, useTitle } from '../i18n';
import type { ImportButtonProps } from './importButton';
import { lazyPart, useLazyTrigger } from './lazyPart';
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

/** The import button with its dialog (the dialog, Radix dialog, the upload): a chunk of its own. */
export const importButton = lazyPart<ComponentType<ImportButtonProps>>(() =>
  import('./importButton').then((module) => module.default),
);

/**
 * The import of a resource: template, upload with progress, per-row errors, the error file. The
 * dialog's module loads when the browser is idle, when the pointer or the focus comes to the button,
 * or at the latest when it is pressed; until then a light button with the same look stands in, and
 * the dialog opens as soon as its module is there. A failed load says so in a toast.
 */
export function ResourceImportButton(props: { screen: ResourceScreen; onImported: () => void }) {
  const t = useText();
  const toast = useToast();
  const {
    part: Loaded,
    pending,
    triggerProps,
  } = useLazyTrigger(importButton, {
    onLoadFailed: () => toast.error(t('resource.loadFailed')),
  });
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <Button
      variant="secondary"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      loading={pending}
      {...triggerProps}
    >
      {t('resource.import')}
    </Button>
  );
}
