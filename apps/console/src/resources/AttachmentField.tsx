import {
  downloadAttachment,
  searchAttachment,
  uploadAttachment,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { AttachmentUploader, type Attachment, type FormFieldRenderProps } from '@opsdesk/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useConsole } from '../app/ConsoleContext';
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

/** One uploaded file, stored in the record as its attachment OID. */
export function AttachmentField({
  input,
  label,
  description,
  error,
  required,
  render,
}: AttachmentFieldProps) {
  const { http } = useConsole();
  const { field } = render;
  const oid = typeof field.value === 'string' ? field.value : undefined;
  const [attachments, setAttachments] = useState<Attachment[]>([]);

  // A saved value shows as the file it names.
  useEffect(() => {
    if (!oid || attachments.some((attachment) => attachment.id === oid)) return undefined;
    const controller = new AbortController();
    searchAttachment(http, oid, { signal: controller.signal }).then(
      (found) =>
        setAttachments([
          { id: found.attachmentOID, name: found.fileName, size: found.size, type: found.contentType },
        ]),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, oid, attachments]);

  const image = input.accept?.startsWith('image') ?? false;
  return (
    <AttachmentUploader
      id={field.id}
      label={label}
      description={description}
      error={error}
      required={required}
      kind={image ? 'image' : 'attachment'}
      maxCount={1}
      {...(input.maxMb ? { maxSizeBytes: input.maxMb * MB } : {})}
      value={attachments}
      onChange={(next) => {
        setAttachments(next);
        field.onChange(next[0]?.id);
      }}
      download={async (attachment) => {
        await downloadAttachment(http, attachment.id);
      }}
      upload={async (file, { onProgress, signal }) => {
        const uploaded = await uploadAttachment(http, file, { fileName: file.name, onProgress, signal });
        return {
          id: uploaded.attachmentOID,
          name: uploaded.fileName,
          size: uploaded.size,
          type: uploaded.contentType,
        };
      }}
    />
  );
}
