import { uploadAttachment, type ResourceDescriptor } from '@opsdesk/api';
import type { LookupKey } from '@opsdesk/pickers';
import {
  DatePicker,
  DateTimePicker,
  Input,
  MoneyInput,
  NumberInput,
  RichTextEditor,
  Select,
  Switch,
  Textarea,
  TimePicker,
  type FormFieldRenderProps,
} from '@opsdesk/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { useText, useTitle } from '../i18n';
import { pickers, ResourcePicker, resourceSource } from './pickers';

// The uploader (and its image conversion) loads the first time a form shows an attachment field.
const AttachmentField = lazy(() =>
  import('./AttachmentField').then((module) => ({ default: module.AttachmentField })),
);
import type { FieldInput, FieldView } from './types';

export interface FieldControlProps {
  readonly resource: ResourceDescriptor;
  readonly input: FieldInput;
  readonly view: FieldView;
  readonly label: string;
  readonly description?: ReactNode;
  readonly render: FormFieldRenderProps<unknown>;
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A list of free strings, typed comma- or line-separated. */
function TagsInput({ label, description, render }: Omit<FieldControlProps, 'resource' | 'input' | 'view'>) {
  const { field, error, required } = render;
  const initial = Array.isArray(field.value) ? (field.value as unknown[]).join(', ') : '';
  const [draft, setDraft] = useState(initial);
  return (
    <Input
      id={field.id}
      name={field.name}
      label={label}
      description={description}
      error={error}
      required={required}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        const items = event.target.value
          .split(/[,，\n]/)
          .map((item) => item.trim())
          .filter(Boolean);
        field.onChange(items);
      }}
      onBlur={field.onBlur}
    />
  );
}

/** The control of one form field, chosen by its input type, labelled and showing its error. */
export function FieldControl({ resource, input, view, label, description, render }: FieldControlProps) {
  const t = useText();
  const title = useTitle();
  const { http } = useConsole();
  const { field, error, required } = render;
  const common = { label, description, error, required, disabled: field.disabled ?? view.readOnly };
  switch (input.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          id={field.id}
          name={field.name}
          rows={input.rows ?? 4}
          limit={input.limit}
          dir={view.dir}
          value={textOf(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.onBlur}
        />
      );
    case 'richtext':
      // The editor (TipTap) loads with the first rich-text field; what it hands back is sanitised.
      return (
        <RichTextEditor
          {...common}
          id={field.id}
          name={field.name}
          value={textOf(field.value)}
          onChange={(html) => field.onChange(html === '' ? undefined : html)}
          onBlur={field.onBlur}
          // An image goes to the attachments, held to the company's upload limit, and shows from
          // its signed link; the service stores its stable path and signs it anew in each answer.
          uploadImage={async (file) => {
            const uploaded = await uploadAttachment(http, file, { fileName: file.name, kind: 'image' });
            if (!uploaded.link) throw new Error('The service answered the upload without a link');
            return uploaded.link.url;
          }}
        />
      );
    case 'number':
    case 'money': {
      const Control = input.type === 'money' ? MoneyInput : NumberInput;
      return (
        <Control
          {...common}
          id={field.id}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : null}
          onValueChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
        />
      );
    }
    case 'date':
      return (
        <DatePicker
          {...common}
          id={field.id}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
        />
      );
    case 'datetime':
      return (
        <DateTimePicker
          {...common}
          id={field.id}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
        />
      );
    case 'time':
      return (
        <TimePicker
          {...common}
          id={field.id}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
        />
      );
    case 'switch':
      return (
        <Switch
          label={label}
          description={description}
          id={field.id}
          name={field.name}
          checked={field.value === true}
          disabled={common.disabled}
          onCheckedChange={(checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      );
    case 'select': {
      const options = input.options.map((option) => ({
        value: String(option.value),
        label: title(option.label),
      }));
      return (
        <Select
          {...common}
          id={field.id}
          name={field.name}
          options={options}
          placeholder={t('resource.selectPlaceholder')}
          clearable={!required}
          value={field.value === undefined || field.value === null ? null : String(field.value)}
          onValueChange={(value) => {
            const option = input.options.find((candidate) => String(candidate.value) === value);
            field.onChange(option ? option.value : undefined);
          }}
          onBlur={field.onBlur}
        />
      );
    }
    case 'multi-select':
    case 'tags':
      return <TagsInput label={label} description={description} render={render} />;
    case 'picker': {
      const Picker = pickers[input.picker].component;
      const value = field.value as LookupKey | LookupKey[] | null | undefined;
      return input.multiple ? (
        <Picker
          {...common}
          id={field.id}
          name={field.name}
          multiple
          value={Array.isArray(value) ? value : []}
          onChange={(keys) => field.onChange(keys)}
          onBlur={field.onBlur}
        />
      ) : (
        <Picker
          {...common}
          id={field.id}
          name={field.name}
          value={Array.isArray(value) ? null : (value ?? null)}
          onChange={(key) => field.onChange(key ?? undefined)}
          onBlur={field.onBlur}
        />
      );
    }
    case 'resource': {
      const source = resourceSource(input.resource, view.label, input.valueField, input.labelField);
      const value = field.value as LookupKey | LookupKey[] | null | undefined;
      return input.multiple ? (
        <ResourcePicker
          {...common}
          source={source}
          id={field.id}
          name={field.name}
          multiple
          value={Array.isArray(value) ? value : []}
          onChange={(keys) => field.onChange(keys)}
          onBlur={field.onBlur}
        />
      ) : (
        <ResourcePicker
          {...common}
          source={source}
          id={field.id}
          name={field.name}
          value={Array.isArray(value) ? null : (value ?? null)}
          onChange={(key) => field.onChange(key ?? undefined)}
          onBlur={field.onBlur}
        />
      );
    }
    case 'attachment':
      return (
        <Suspense fallback={<Input label={label} description={description} disabled value="" readOnly />}>
          <AttachmentField {...common} input={input} render={render} resource={resource} />
        </Suspense>
      );
    default:
      return (
        <Input
          {...common}
          id={field.id}
          name={field.name}
          value={textOf(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.onBlur}
        />
      );
  }
}
