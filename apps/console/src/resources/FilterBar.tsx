import type { LookupKey } from '@opsdesk/pickers';
import { Button, DatePicker, Input, NumberInput, Select } from '@opsdesk/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useText, useTitle } from '../i18n';
import { inputOf } from './fieldKinds';
import { pickers, ResourcePicker, resourceSource } from './pickers';
import type { ResourceScreen } from './types';

/** A list's filters as its address holds them: `field`, `fieldFrom` / `fieldTo`, `keyword`. */
export type FilterValues = Readonly<Record<string, string | readonly string[]>>;

const Bar = styled.form`
  container-type: inline-size;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--ops-space-3);
  align-items: end;
  padding: var(--ops-space-4);
  background: var(--ops-color-surface);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  grid-column: 1 / -1;
  justify-content: flex-end;
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ops-space-2);
`;

/**
 * A range of dates takes two columns of the bar, so that each of its fields shows YYYY-MM-DD (and
 * its placeholder) whole: about 230 px a field, where half a column left 50 px for the text. A bar
 * too narrow for two columns stacks the two fields in its one column instead.
 */
const DateRange = styled(Range)`
  grid-column: span 2;
  @container (width < 452px) {
    grid-column: auto;
    grid-template-columns: 1fr;
  }
`;

const single = (value: string | readonly string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? '') : ((value as string | undefined) ?? '');

export interface FilterBarProps {
  readonly screen: ResourceScreen;
  readonly values: FilterValues;
  readonly onSearch: (values: FilterValues) => void;
  /** More controls beside Search and Reset (saved filters, column settings). */
  readonly children?: ReactNode;
}

/** The filters of a list: a keyword and the screen's filters, applied on Search (or Enter). */
export function FilterBar({ screen, values, onSearch, children }: FilterBarProps) {
  const t = useText();
  const title = useTitle();
  const [draft, setDraft] = useState<Record<string, string | readonly string[]>>({ ...values });
  // The address changed (a saved filter, back/forward): the controls follow it.
  useEffect(() => setDraft({ ...values }), [values]);
  const set = (name: string, value: string | readonly string[] | undefined) =>
    setDraft((previous) => {
      const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
      return Object.fromEntries([
        ...Object.entries(previous).filter(([key]) => key !== name),
        ...(empty ? [] : [[name, value] as const]),
      ]);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const { resource } = screen;

  return (
    <Bar onSubmit={submit} role="search" aria-label={t('resource.filters')}>
      <Input
        label={t('resource.keyword')}
        value={single(draft.keyword)}
        onChange={(event) => set('keyword', event.target.value)}
        clearable
        onClear={() => set('keyword', undefined)}
      />
      {screen.filters.map((field) => {
        const kind = resource.filters[field];
        const view = screen.fields[field];
        const label = view ? title(view.label) : field;
        const input = inputOf(resource, field, view);
        if (kind === 'range') {
          const Control =
            input.type === 'date' || input.type === 'datetime'
              ? 'date'
              : input.type === 'money' || input.type === 'number'
                ? 'number'
                : 'text';
          const from = `${field}From`;
          const to = `${field}To`;
          const Pair = Control === 'date' ? DateRange : Range;
          return (
            <Pair key={field}>
              {Control === 'date' ? (
                <>
                  <DatePicker
                    label={`${label} · ${t('resource.from')}`}
                    value={single(draft[from]) || null}
                    onChange={(value) => set(from, value ?? undefined)}
                  />
                  <DatePicker
                    label={`${label} · ${t('resource.to')}`}
                    value={single(draft[to]) || null}
                    onChange={(value) => set(to, value ?? undefined)}
                  />
                </>
              ) : Control === 'number' ? (
                <>
                  <NumberInput
                    label={`${label} · ${t('resource.from')}`}
                    value={single(draft[from]) === '' ? null : Number(single(draft[from]))}
                    onValueChange={(value) => set(from, value === null ? undefined : String(value))}
                  />
                  <NumberInput
                    label={`${label} · ${t('resource.to')}`}
                    value={single(draft[to]) === '' ? null : Number(single(draft[to]))}
                    onValueChange={(value) => set(to, value === null ? undefined : String(value))}
                  />
                </>
              ) : (
                <>
                  <Input
                    label={`${label} · ${t('resource.from')}`}
                    value={single(draft[from])}
                    onChange={(event) => set(from, event.target.value)}
                  />
                  <Input
                    label={`${label} · ${t('resource.to')}`}
                    value={single(draft[to])}
                    onChange={(event) => set(to, event.target.value)}
                  />
                </>
              )}
            </Pair>
          );
        }
        if (input.type === 'switch') {
          return (
            <Select
              key={field}
              label={label}
              options={[
                { value: 'true', label: t('resource.yes') },
                { value: 'false', label: t('resource.no') },
              ]}
              placeholder={t('resource.any')}
              clearable
              value={single(draft[field]) || null}
              onValueChange={(value) => set(field, value ?? undefined)}
            />
          );
        }
        if (input.type === 'select' || input.type === 'multi-select') {
          return (
            <Select
              key={field}
              label={label}
              options={input.options.map((option) => ({
                value: String(option.value),
                label: title(option.label),
              }))}
              placeholder={t('resource.any')}
              clearable
              value={single(draft[field]) || null}
              onValueChange={(value) => set(field, value ?? undefined)}
            />
          );
        }
        if (input.type === 'picker' || input.type === 'resource') {
          const current = single(draft[field]);
          const value = current === '' ? null : (current as LookupKey);
          const onChange = (key: LookupKey | null) => set(field, key === null ? undefined : String(key));
          if (input.type === 'picker') {
            const Picker = pickers[input.picker].component;
            return <Picker key={field} label={label} value={value} onChange={onChange} />;
          }
          const source = resourceSource(
            input.resource,
            view?.label ?? screen.recordName,
            input.valueField,
            input.labelField,
          );
          return (
            <ResourcePicker key={field} label={label} source={source} value={value} onChange={onChange} />
          );
        }
        return (
          <Input
            key={field}
            label={label}
            value={single(draft[field])}
            onChange={(event) => set(field, event.target.value)}
            clearable
            onClear={() => set(field, undefined)}
          />
        );
      })}
      <Buttons>
        {children}
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          {t('resource.reset')}
        </Button>
        <Button type="submit" variant="primary">
          {t('resource.search')}
        </Button>
      </Buttons>
    </Bar>
  );
}
