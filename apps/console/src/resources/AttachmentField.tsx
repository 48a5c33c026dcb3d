import { searchAttachment, uploadAttachment, type ResourceDescriptor } from '@opsdesk/api';
import { AttachmentUploader, type Attachment, type FormFieldRenderProps } from '@opsdesk/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { attachmentOfAnswer, useAttachmentAccess, useUploadLimitBytes } from './attachments';
import type { FieldInput } from './types';

export interface AttachmentFieldProps {
  readonly resource: ResourceDescriptor;
  readonly input: Extract<FieldInput, { type: 'attachment' }>;
  readonly label: string;
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly disabled?: boolean | undefined;
  readonly render: FormFieldRenderProps<unknown>;
}

const MB = 1024 * 1024;

/**
 * One uploaded file, stored in the record as its attachment OID: an image field shows its
 * thumbnail, every file opens the preview, and the largest file follows the company's
 * configuration (a screen's own smaller `maxMb` wins).
 */
export function AttachmentField({
  input,
  label,
  description,
  error,
  required,
  render,
}: AttachmentFieldProps) {
  const { http } = useConsole();
  const access = useAttachmentAccess();
  const image = input.accept?.startsWith('image') ?? false;
  const companyLimit = useUploadLimitBytes(image ? 'image' : 'attachment');
  const maxSizeBytes = input.maxMb ? Math.min(input.maxMb * MB, companyLimit) : companyLimit;
  const { field } = render;
  const oid = typeof field.value === 'string' ? field.value : undefined;
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  // The saved file the user removed: react-hook-form shows a cleared field's default value, which
  // must not bring the file back.
  const [removed, setRemoved] = useState<string>();

  // A saved value shows as the file it names.
  useEffect(() => {
    if (!oid || oid === removed || attachments.some((attachment) => attachment.id === oid)) return undefined;
    const controller = new AbortController();
    searchAttachment(http, oid, { signal: controller.signal }).then(
      (found) => setAttachments([attachmentOfAnswer(found)]),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, oid, removed, attachments]);

  return (
    <AttachmentUploader
      id={field.id}
      label={label}
      description={description}
      error={error}
      required={required}
      kind={image ? 'image' : 'attachment'}
      maxCount={1}
      maxSizeBytes={maxSizeBytes}
      value={attachments}
      onChange={(next) => {
        if (oid && !next.some((attachment) => attachment.id === oid)) setRemoved(oid);
        setAttachments(next);
        field.onChange(next[0]?.id);
      }}
      download={access.download}
      loadPreview={access.loadPreview}
      officePreviewUrl={access.officePreviewUrl}
      upload={async (file, { onProgress, signal }) => {
        const uploaded = await uploadAttachment(http, file, {
          fileName: file.name,
          onProgress,
          signal,
          kind: image ? 'image' : 'attachment',
        });
        return attachmentOfAnswer(uploaded);
      }}
    />
  );
}
