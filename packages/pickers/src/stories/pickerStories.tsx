import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LookupKey, LookupSource } from '../core/source';
import { createFixtureHttpClient, type FixtureOptions } from '../fixtures/fixtureHttpClient';
import type { CreatePickerOptions } from '../react/createPicker';
import { PickersProvider } from '../react/PickersProvider';
import { RemotePicker } from '../react/RemotePicker';
import type { PickerProps } from '../react/types';

/** A concrete picker as `createPicker` makes it. */
export type ConcretePicker<Item, Filters> = ComponentType<PickerProps<Item, Filters>> & {
  readonly source: LookupSource<Item, Filters>;
  readonly options: CreatePickerOptions<Filters>;
};

export interface PickerStoryArgs {
  readonly label: string;
  readonly variant: 'select' | 'dialog';
  readonly multiple: boolean;
  readonly disabled: boolean;
  readonly required: boolean;
}

export interface PickerStoryOptions<Filters> {
  readonly label: string;
  /** A key whose item is not on the first page of the fixture (the value-resolution story). */
  readonly farKey?: LookupKey;
  /** A query that matches something in the fixture (typed in the results story). */
  readonly query?: string;
  /** A query that meets the source's rules and matches nothing. Default `zzzz-no-match`. */
  readonly emptyQuery?: string;
  readonly filters?: Partial<Filters>;
  /** The tenant the lookups are about. */
  readonly tenantId?: number;
}

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

interface HarnessProps<Item, Filters> extends PickerStoryArgs {
  readonly source: LookupSource<Item, Filters>;
  readonly pickerOptions: CreatePickerOptions<Filters>;
  readonly fixture: FixtureOptions;
  readonly initialValue?: LookupKey;
  readonly filters?: Partial<Filters>;
  readonly tenantId?: number;
  readonly pageSize?: number;
}

/** A picker on the recorded fixtures, holding its own value. */
function PickerHarness<Item, Filters>({
  source,
  pickerOptions,
  fixture,
  initialValue,
  filters,
  tenantId,
  pageSize,
  multiple,
  ...field
}: HarnessProps<Item, Filters>) {
  const http = useMemo(() => createFixtureHttpClient(fixture), [fixture]);
  const storage = useMemo(memoryStorage, []);
  const shown = useMemo(() => (pageSize ? { ...source, pageSize } : source), [source, pageSize]);
  const [one, setOne] = useState<LookupKey | null>(initialValue ?? null);
  const [many, setMany] = useState<LookupKey[]>(initialValue === undefined ? [] : [initialValue]);
  return (
    <PickersProvider http={http} storage={storage} scope={{ tenantId }}>
      <div style={{ maxWidth: 420, minHeight: 380 }}>
        {multiple ? (
          <RemotePicker<Item, Filters>
            {...field}
            source={shown}
            defaultFilters={pickerOptions.defaultFilters}
            filterBar={pickerOptions.filterBar}
            filters={filters}
            multiple
            value={many}
            onChange={(value) => setMany(value)}
            debounceMs={50}
          />
        ) : (
          <RemotePicker<Item, Filters>
            {...field}
            source={shown}
            defaultFilters={pickerOptions.defaultFilters}
            filterBar={pickerOptions.filterBar}
            filters={filters}
            value={one}
            onChange={(value) => setOne(value)}
            debounceMs={50}
          />
        )}
      </div>
    </PickersProvider>
  );
}

type Story = StoryObj<PickerStoryArgs>;

const prop = (description: string, type: string, category = 'field', defaultValue?: string) => ({
  description,
  table: {
    category,
    type: { summary: type },
    ...(defaultValue && { defaultValue: { summary: defaultValue } }),
  },
});

/** The props every picker takes, for the props table of each picker's docs page. */
export const pickerArgTypes = {
  value: prop(
    'The identifier (spec §3) of the chosen item, or a list of them with `multiple`; null for none.',
    'LookupKey | null | LookupKey[]',
    'value',
  ),
  onChange: prop(
    'Called with the new identifier(s) and the chosen item(s).',
    '(value, item) => void',
    'value',
  ),
  multiple: {
    ...prop('Several choices, shown as tags.', 'boolean', 'value', 'false'),
    control: 'boolean' as const,
  },
  filters: prop(
    'The source’s own filters, sent with every search and part of the cache key.',
    'Partial<Filters>',
    'value',
  ),
  knownItems: prop('Items the caller already has: their keys show without a call.', 'Item[]', 'value'),
  variant: {
    ...prop(
      '`select`: a combobox with a list. `dialog`: a dialog with search, filters and a table.',
      "'select' | 'dialog'",
      'field',
      'select',
    ),
    control: 'inline-radio' as const,
    options: ['select', 'dialog'],
  },
  label: { ...prop('The visible label (hide it with `hideLabel`).', 'ReactNode'), control: 'text' as const },
  description: prop('A hint under the field.', 'ReactNode'),
  error: prop('The validation message: marks the field invalid.', 'ReactNode'),
  required: {
    ...prop('Required mark; no clear button.', 'boolean', 'field', 'false'),
    control: 'boolean' as const,
  },
  disabled: { ...prop('Not operable.', 'boolean', 'field', 'false'), control: 'boolean' as const },
  placeholder: prop('Shown while empty; “Search …” by default.', 'string'),
  debounceMs: prop('Milliseconds between the last keystroke and the search.', 'number', 'behaviour', '250'),
  showRecent: prop(
    'Offers the last five choices of the source before typing.',
    'boolean',
    'behaviour',
    'true',
  ),
  clearable: prop('A clear button when there is a value.', 'boolean', 'behaviour', 'true unless required'),
  onBlur: prop('Called when the focus leaves the picker (react-hook-form).', '() => void', 'field'),
};

const openList = async (canvasElement: HTMLElement) => {
  const input = within(canvasElement).getByRole('combobox');
  await userEvent.click(input);
  return input;
};

const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]');
const body = () => within(document.body);

/**
 * The stories of a picker in every state, on the recorded fixtures: results, loading, nothing
 * found, many pages, a failed load, no permission, a value that is not on the first page, and the
 * dialog form. Each has a play function that checks the state in Chromium.
 */
export function pickerStories<Item, Filters>(
  Picker: ConcretePicker<Item, Filters>,
  options: PickerStoryOptions<Filters>,
) {
  const { source } = Picker;
  const render = (fixture: FixtureOptions, extra: Partial<HarnessProps<Item, Filters>> = {}) =>
    function Render(args: PickerStoryArgs) {
      return (
        <PickerHarness<Item, Filters>
          {...args}
          source={source}
          pickerOptions={Picker.options}
          fixture={fixture}
          filters={options.filters}
          tenantId={options.tenantId}
          {...extra}
        />
      );
    };

  const meta = {
    component: Picker as unknown as ComponentType<PickerStoryArgs>,
    args: { label: options.label, variant: 'select', multiple: false, disabled: false, required: false },
    argTypes: pickerArgTypes,
    parameters: { layout: 'padded' },
  } satisfies Meta<PickerStoryArgs>;

  const Results: Story = {
    render: render({}),
    play: async ({ canvasElement }) => {
      const input = await openList(canvasElement);
      if (options.query) await userEvent.type(input, options.query);
      await waitFor(() => expect(body().getAllByRole('option').length).toBeGreaterThan(0), { timeout: 4000 });
    },
  };

  const Loading: Story = {
    render: render({ pending: true }),
    play: async ({ canvasElement }) => {
      await openList(canvasElement);
      await waitFor(() => expect(listbox()?.getAttribute('aria-busy')).toBe('true'), { timeout: 4000 });
    },
  };

  const NothingFound: Story = {
    render: render({}),
    play: async ({ canvasElement }) => {
      const input = await openList(canvasElement);
      await userEvent.type(input, options.emptyQuery ?? 'zzzz-no-match');
      await waitFor(
        () => expect(body().getByRole('status').textContent).toContain(options.emptyQuery ?? 'zzzz-no-match'),
        {
          timeout: 4000,
        },
      );
    },
  };

  const ManyPages: Story = {
    render: render({}, { pageSize: 3 }),
    play: async ({ canvasElement }) => {
      await openList(canvasElement);
      const more = await body().findByRole(
        'option',
        { name: /load more|加载更多|さらに|載入更多|carica/i },
        { timeout: 4000 },
      );
      const before = body().getAllByRole('option').length;
      await userEvent.click(more);
      await waitFor(() => expect(body().getAllByRole('option').length).toBeGreaterThan(before), {
        timeout: 4000,
      });
    },
  };

  const LoadFailed: Story = {
    render: render({
      failure: { status: 500, body: { message: 'Lookup service unavailable' }, spanId: '7f3a9c2e51b04d18' },
    }),
    play: async ({ canvasElement }) => {
      await openList(canvasElement);
      await waitFor(() => expect(body().getByRole('alert').textContent).toContain('7f3a9c2e51b04d18'), {
        timeout: 4000,
      });
      await expect(body().getByRole('option', { name: /retry|重试|再試行|重試|riprova/i })).toBeTruthy();
    },
  };

  const NoPermission: Story = {
    render: render({ failure: { status: 403, body: { message: 'Forbidden' } } }),
    play: async ({ canvasElement }) => {
      await openList(canvasElement);
      await waitFor(() => expect(body().getByRole('alert')).toBeTruthy(), { timeout: 4000 });
    },
  };

  const farKey = options.farKey;
  const ValueNotOnFirstPage: Story | undefined =
    farKey === undefined
      ? undefined
      : {
          render: render({}, { initialValue: farKey }),
          play: async ({ canvasElement }) => {
            const input = within(canvasElement).getByRole<HTMLInputElement>('combobox');
            // Shown by its label once looked up: neither empty nor "(not found)".
            await waitFor(() => expect(input.value).not.toBe(''), { timeout: 4000 });
            await expect(input.value).not.toMatch(/not found|未找到|見つかりません|找不到|non trovato/i);
          },
        };

  const Multiple: Story = { render: render({}), args: { multiple: true } };
  const DialogForm: Story = {
    render: render({}),
    args: { variant: 'dialog' },
    play: async ({ canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(options.label) }));
      await waitFor(() => expect(body().getByRole('dialog')).toBeTruthy(), { timeout: 4000 });
      await waitFor(() => expect(body().getAllByRole('row').length).toBeGreaterThan(1), { timeout: 4000 });
    },
  };

  const stories = {
    Results,
    Loading,
    NothingFound,
    ManyPages,
    LoadFailed,
    NoPermission,
    ValueNotOnFirstPage,
    Multiple,
    DialogForm,
  };
  return { meta, stories };
}
