import { searchAttachment, type StoredRecord } from '@opsdesk/api';
import type { Attachment } from '@opsdesk/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { useText } from '../i18n';
import { attachmentOfAnswer, recordAttachments, useAttachmentAccess } from './attachments';

// The preview dialog and the thumbnails load with the first file shown: a list without one does
// not carry them.
const AttachmentList = lazy(() =>
  import('@opsdesk/ui').then(({ AttachmentList: Shown }) => ({ default: Shown })),
);

const oidsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );

/**
 * The files named by a value that came without them (a bespoke screen's own call): looked up one
 * by one, each with a signed link. Undefined while they load.
 */
function useLookedUp(oids: readonly string[], skip: boolean): Attachment[] | undefined {
  const { http } = useConsole();
  const key = oids.join(',');
  const [found, setFound] = useState<{ key: string; files: Attachment[] }>();
  useEffect(() => {
    if (skip || key === '') return undefined;
    const controller = new AbortController();
    Promise.all(
      key
        .split(',')
        .map((oid) =>
          searchAttachment(http, oid, { signal: controller.signal }).then(
            attachmentOfAnswer,
            () => undefined,
          ),
        ),
    ).then((files) => {
      if (!controller.signal.aborted)
        setFound({ key, files: files.filter((file): file is Attachment => file !== undefined) });
    });
    return () => controller.abort();
  }, [http, key, skip]);
  return found?.key === key ? found.files : undefined;
}

export interface AttachmentValueProps {
  /** The record as the resource API answered it: its `attachments` name the field's files. */
  readonly record: StoredRecord | undefined;
  readonly field: string;
  readonly value: unknown;
  readonly compact?: boolean | undefined;
}

/**
 * An attachment or image field's value as its files: thumbnails and names that open the preview,
 * never the OID. A value whose file is gone says so.
 */
export function AttachmentValue({ record, field, value, compact }: AttachmentValueProps) {
  const t = useText();
  const access = useAttachmentAccess();
  // A record the resource API answered names its files (or none); a bespoke screen's value is looked up.
  const answered = record?.attachments !== undefined;
  const lookedUp = useLookedUp(oidsOf(value), answered);
  const files = answered ? recordAttachments(record, field) : lookedUp;
  if (files === undefined) return null;
  if (files.length === 0) return <span data-file-missing="">{t('resource.fileMissing')}</span>;
  return (
    <Suspense fallback={null}>
      <AttachmentList
        attachments={files}
        size={compact ? 'sm' : 'md'}
        loadPreview={access.loadPreview}
        officePreviewUrl={access.officePreviewUrl}
        download={access.download}
      />
    </Suspense>
  );
}
