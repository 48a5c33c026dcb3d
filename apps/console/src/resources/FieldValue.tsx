import type { ResourceDescriptor, StoredRecord } from '@opsdesk/api';
import { Badge, StatusBadge, Tag, useFormat } from '@opsdesk/ui';
import { lazy, Suspense } from 'react';
import { useText, useTitle } from '../i18n';
import { displayOf, inputOf, optionsOf } from './fieldKinds';
import { pickers, refOf, resourceSource, type SourceRef } from './pickers';
import { useReferenceLabel } from './referenceLabels';
import type { FieldInput, FieldView } from './types';

const EMPTY = '—';

/** An http or https address, the only kind a link field opens. */
const WEB_ADDRESS = /^https?:\/\//i;

// The sanitiser (DOMPurify) loads with the first rich text shown: a list or a detail without one
// does not carry it.
const RichText = lazy(() => import('@opsdesk/ui').then(({ RichText: Shown }) => ({ default: Shown })));

// The files of an attachment or image field (their thumbnails, the preview dialog and its calls)
// load with the first one shown.
const AttachmentValue = lazy(() =>
  import('./AttachmentValue').then(({ AttachmentValue: Shown }) => ({ default: Shown })),
);

function ReferenceValue({ source, value }: { source: SourceRef; value: string | number }) {
  const entry = useReferenceLabel(source, value);
  if (entry?.state === 'found') return <>{entry.label}</>;
  // Pending shows the key itself, so the cell never jumps from empty to text; a lost key stays as it is.
  return <>{String(value)}</>;
}

function referenceSource(input: FieldInput, noun: FieldView['label']): SourceRef | undefined {
  if (input.type === 'picker') return pickers[input.picker].source;
  if (input.type === 'resource')
    return refOf(resourceSource(input.resource, noun, input.valueField, input.labelField));
  return undefined;
}

export interface FieldValueProps {
  readonly resource: ResourceDescriptor;
  readonly field: string;
  readonly view: FieldView | undefined;
  readonly value: unknown;
  /**
   * The record the value is of, when it came from the resource API: its `references` carry the
   * names of referenced records and its `attachments` the files it names, which are then shown
   * without a lookup of their own.
   */
  readonly record?: StoredRecord | undefined;
  /** In a table cell: smaller thumbnails, one line. */
  readonly compact?: boolean | undefined;
}

/** A field's value as people read it: labels for codes, badges for statuses, formatted amounts and dates. */
export function FieldValue({ resource, field, view, value, record, compact }: FieldValueProps) {
  const format = useFormat();
  const t = useText();
  const title = useTitle();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <>{EMPTY}</>;
  const input = inputOf(resource, field, view);
  const display = displayOf(resource, field, view);
  const named = record?.references?.[field];
  if (named !== undefined) return <>{Array.isArray(named) ? named.join(', ') : named}</>;
  const source = view ? referenceSource(input, view.label) : undefined;
  if (source) {
    const values = Array.isArray(value) ? value : [value];
    return (
      <>
        {values.map((item, index) => (
          <span key={String(item)}>
            {index > 0 ? ', ' : null}
            <ReferenceValue source={source} value={item as string | number} />
          </span>
        ))}
      </>
    );
  }
  const options = optionsOf(input);
  const optionLabel = (item: unknown) => {
    const option = options.find((candidate) => candidate.value === item);
    return option ? title(option.label) : String(item);
  };
  switch (display) {
    case 'enabled':
      return <StatusBadge enabled={value === true} />;
    case 'boolean':
      return <>{value === true ? t('resource.yes') : t('resource.no')}</>;
    case 'money':
      return <>{typeof value === 'number' ? format.money(value) : String(value)}</>;
    case 'number': {
      const shown = typeof value === 'number' ? format.number(value) : String(value);
      // The unit the description gives ("30 minutes", "6%"), unless the label says it already.
      const unit = resource.fields[field]?.unit;
      const word = unit ? title(unit) : '';
      const said = view ? title(view.label).toLowerCase().includes(word.toLowerCase()) : false;
      if (!word || said) return <>{shown}</>;
      return <>{word === '%' ? `${shown}%` : `${shown} ${word}`}</>;
    }
    case 'date':
      return <>{format.date(String(value))}</>;
    case 'datetime':
      return <>{format.dateTime(String(value))}</>;
    case 'status': {
      const option = options.find((candidate) => candidate.value === value);
      return <Badge tone={option?.tone ?? 'neutral'}>{optionLabel(value)}</Badge>;
    }
    case 'tags': {
      const items = Array.isArray(value) ? value : [value];
      return (
        <>
          {items.map((item) => (
            <Tag key={String(item)}>{optionLabel(item)}</Tag>
          ))}
        </>
      );
    }
    case 'code':
      return <code>{String(value)}</code>;
    case 'link': {
      const address = String(value);
      // Only a web address is a link: a `javascript:` or `data:` one stored before the service
      // refused them must not run when clicked.
      if (!WEB_ADDRESS.test(address.trim())) return <span>{address}</span>;
      return (
        <a href={address} target="_blank" rel="noreferrer noopener">
          {address}
        </a>
      );
    }
    case 'multiline':
      return <span style={{ whiteSpace: 'pre-line' }}>{String(value)}</span>;
    case 'richtext':
      return (
        <Suspense fallback={null}>
          <RichText value={String(value)} />
        </Suspense>
      );
    case 'attachment':
      return (
        <Suspense fallback={null}>
          <AttachmentValue record={record} field={field} value={value} compact={compact} />
        </Suspense>
      );
    default:
      return (
        <>
          {options.length > 0
            ? optionLabel(value)
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value)}
        </>
      );
  }
}
