// @vitest-environment jsdom
import type { HttpClient } from '@opsdesk/http';
import { HttpError } from '@opsdesk/http';
import { Button, Form, FormField, useZodForm } from '@opsdesk/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineSource, type LookupKey, type LookupRequest } from '../core/source';
import { renderWithPickers } from '../test/render';
import { PickersProvider } from './PickersProvider';
import { RemotePicker } from './RemotePicker';

interface Company {
  readonly id: number;
  readonly name: string;
  readonly code: string;
}
const companies: Company[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Company ${index + 1}`,
  code: `C${String(index + 1).padStart(3, '0')}`,
}));

const noun = { 'zh-CN': '公司', en: 'company', ja: '会社', 'zh-TW': '公司', it: 'azienda' } as const;

/** A source whose answers the test releases one by one, in any order. */
function deferredSource() {
  const pending: {
    request: LookupRequest<Record<string, never>>;
    answer: (items: Company[], total?: number) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const source = defineSource<Company>({
    id: 'company-test',
    noun,
    key: (company) => company.id,
    label: (company) => company.name,
    description: (company) => company.code,
    pageSize: 10,
    search: (request) =>
      new Promise((resolve, reject) => {
        pending.push({
          request,
          answer: (items, total) => resolve({ items, total }),
          fail: reject,
        });
      }),
  });
  const find = (query: string, page = 0) => {
    const call = [...pending]
      .reverse()
      .find((entry) => entry.request.query === query && entry.request.page === page);
    if (!call)
      throw new Error(
        `no request for "${query}" page ${page}; got ${pending.map((entry) => `"${entry.request.query}"`).join(', ')}`,
      );
    return call;
  };
  const answerWith = async (query: string, page = 0) => {
    const matches = companies.filter((company) => company.name.includes(query));
    await act(async () => find(query, page).answer(matches.slice(page * 10, page * 10 + 10), matches.length));
  };
  return { source, pending, find, answerWith };
}

/** A source answering at once from `companies`, counting its calls. */
function immediateSource(overrides: Partial<Parameters<typeof defineSource<Company>>[0]> = {}) {
  const search = vi.fn(async (request: LookupRequest<Record<string, never>>) => {
    const matches = companies.filter((company) => company.name.includes(request.query));
    return { items: matches.slice(request.page * 10, request.page * 10 + 10), total: matches.length };
  });
  return {
    source: defineSource<Company>({
      id: 'company-now',
      noun,
      key: (c) => c.id,
      label: (c) => c.name,
      pageSize: 10,
      search,
      ...overrides,
    }),
    search,
  };
}

function Single({
  source,
  initial = null,
  onChange,
  ...rest
}: {
  source: ReturnType<typeof immediateSource>['source'];
  initial?: LookupKey | null;
  onChange?: (key: LookupKey | null, item: Company | null) => void;
  debounceMs?: number;
  required?: boolean;
}) {
  const [value, setValue] = useState<LookupKey | null>(initial);
  return (
    <RemotePicker<Company, Record<string, never>>
      label="Company"
      source={source}
      value={value}
      debounceMs={0}
      onChange={(key, item) => {
        setValue(key);
        onChange?.(key, item);
      }}
      {...rest}
    />
  );
}

/** The error the request layer rejects with for an answer of `status`. */
const httpFailure = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new HttpError({
    kind: 'status',
    method: 'GET',
    url: '/api/company',
    body,
    response: { status, statusText: '', headers, data: body },
  });

const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Company' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the picker as a combobox', () => {
  it('lists the first page when opened, each option with its second line', async () => {
    const { source } = immediateSource({ description: (company) => company.code });
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    expect(await screen.findByRole('option', { name: /Company 1\s*C001/ })).toBeTruthy();
  });

  it('searches once for a burst of typing, after the pause', async () => {
    const { source, search } = immediateSource();
    renderWithPickers(<Single source={source} debounceMs={80} />);
    await userEvent.click(combobox());
    await userEvent.type(combobox(), 'y 2');
    await waitFor(() => expect(search.mock.calls.length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(search.mock.calls.map(([request]) => request.query)).toEqual(['', 'y 2']);
  });

  it('never lets a late answer overwrite the newer one', async () => {
    const { source, pending, answerWith } = deferredSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    await userEvent.type(combobox(), '1');
    await waitFor(() => expect(pending.some((entry) => entry.request.query === '1')).toBe(true));
    await userEvent.type(combobox(), '5');
    await waitFor(() => expect(pending.some((entry) => entry.request.query === '15')).toBe(true));
    await answerWith('15');
    await answerWith('1');
    expect(optionNames()).toEqual(['Company 15C015']);
  });

  it('aborts the request it no longer needs', async () => {
    const { source, pending } = deferredSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    await userEvent.type(combobox(), 'x');
    await waitFor(() => expect(pending.some((entry) => entry.request.query === 'x')).toBe(true));
    const first = pending.find((entry) => entry.request.query === '');
    expect(first?.request.signal.aborted).toBe(true);
  });

  it('chooses the highlighted option with the keyboard and hands back the key and the item', async () => {
    const { source } = immediateSource();
    const onChange = vi.fn();
    renderWithPickers(<Single source={source} onChange={onChange} />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Company 1' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect([onChange.mock.calls[0]?.[0], combobox().value, combobox().getAttribute('aria-expanded')]).toEqual(
      [2, 'Company 2', 'false'],
    );
  });

  it('points aria-activedescendant at the highlighted option', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Single source={source} />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('option', { name: 'Company 1' });
    expect(combobox().getAttribute('aria-activedescendant')).toBe(first.id);
  });

  it('closes with Escape and keeps the value', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Single source={source} initial={3} />);
    await userEvent.click(combobox());
    await screen.findByRole('option', { name: 'Company 1' });
    await userEvent.keyboard('{Escape}');
    expect([combobox().getAttribute('aria-expanded'), combobox().value]).toEqual(['false', 'Company 3']);
  });

  it('shows a value that is not on the first page by its label, resolved by key', async () => {
    const { source } = immediateSource({
      resolve: async ({ keys }) =>
        companies.filter((company) => keys.map(String).includes(String(company.id))),
    });
    renderWithPickers(<Single source={source} initial={27} />);
    await waitFor(() => expect(combobox().value).toBe('Company 27'));
  });

  it('says so when the value cannot be found', async () => {
    const { source } = immediateSource({ resolve: async () => [] });
    renderWithPickers(<Single source={source} initial={999} />);
    await waitFor(() => expect(combobox().value).toBe('999 (not found)'));
  });

  it('clears the value with the clear button', async () => {
    const { source } = immediateSource();
    const onChange = vi.fn();
    renderWithPickers(<Single source={source} initial={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
  });

  it('has no clear button when the field is required', () => {
    const { source } = immediateSource();
    renderWithPickers(<Single source={source} initial={1} required />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('loads the next page from the “Load more” option', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByRole('option', { name: 'Load more' }));
    await waitFor(() => expect(optionNames()).toContain('Company 20'));
    expect(optionNames()).toContain('Company 1');
  });

  it('says nothing matches, with the query, when a search finds nothing', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    await userEvent.type(combobox(), 'zzz');
    expect((await screen.findByRole('status')).textContent).toBe('No company matches “zzz”');
  });

  it('shows a failed load with its span id and retries it from the keyboard', async () => {
    let fail = true;
    const { source } = immediateSource({
      search: async () => {
        if (fail) throw httpFailure(500, { message: 'Lookup down' }, { 'x-span-id': 'abc123' });
        return { items: companies.slice(0, 3), total: 3 };
      },
    });
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load: Lookup down (spanId: abc123)');
    fail = false;
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('option', { name: 'Company 1' })).toBeTruthy();
  });

  it('tells a user without permission, without offering a retry', async () => {
    const { source } = immediateSource({
      search: async () => {
        throw httpFailure(403, { message: 'Forbidden' });
      },
    });
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    const alert = await screen.findByRole('alert');
    expect([alert.textContent, optionNames()]).toEqual([
      'You do not have permission to look up company. Ask an administrator for access.',
      [],
    ]);
  });

  it('shows the source’s rule instead of searching when the query breaks it', async () => {
    const { source, search } = immediateSource({
      validate: (query) =>
        query && !/^\d+$/.test(query)
          ? {
              'zh-CN': '请输入数字',
              en: 'Enter digits only',
              ja: '数字のみ',
              'zh-TW': '請輸入數字',
              it: 'Solo cifre',
            }
          : undefined,
    });
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    await userEvent.type(combobox(), 'ab');
    expect((await screen.findByRole('status')).textContent).toBe('Enter digits only');
    expect(search.mock.calls.map(([request]) => request.query)).toEqual(['']);
  });

  it('waits for typing when the source does not search an empty query', async () => {
    const { source, search } = immediateSource({ searchEmpty: false });
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    expect([(await screen.findByRole('status')).textContent, search.mock.calls.length]).toEqual([
      'Type to search company',
      0,
    ]);
  });

  it('offers the recent choices first when opened again', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.click(combobox());
    await userEvent.type(combobox(), '17');
    await userEvent.click(await screen.findByRole('option', { name: 'Company 17' }));
    await userEvent.click(combobox());
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Company 17']);
  });
});

describe('the picker with many values', () => {
  function Many({ source }: { source: ReturnType<typeof immediateSource>['source'] }) {
    const [value, setValue] = useState<LookupKey[]>([]);
    return (
      <RemotePicker<Company, Record<string, never>>
        label="Company"
        source={source}
        multiple
        value={value}
        debounceMs={0}
        onChange={setValue}
      />
    );
  }

  it('keeps the list open and marks each chosen option', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Many source={source} />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByRole('option', { name: 'Company 1' }));
    await userEvent.click(screen.getByRole('option', { name: 'Company 2' }));
    expect(screen.getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual([
      'Company 1',
      'Company 2',
    ]);
  });

  it('removes the last value with Backspace in the empty input', async () => {
    const { source } = immediateSource();
    renderWithPickers(<Many source={source} />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByRole('option', { name: 'Company 1' }));
    await userEvent.click(screen.getByRole('option', { name: 'Company 2' }));
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Company 2' })).toBeNull();
  });
});

describe('the cache', () => {
  function Scoped({
    source,
    children,
  }: {
    source: ReturnType<typeof immediateSource>['source'];
    children?: ReactNode;
  }) {
    const [tenantId, setTenantId] = useState(1);
    return (
      <PickersProvider http={{} as HttpClient} scope={{ tenantId }}>
        <button type="button" onClick={() => setTenantId((id) => id + 1)}>
          Switch tenant
        </button>
        <Single source={source} />
        {children}
      </PickersProvider>
    );
  }

  it('answers a second opening from the cache and asks again after a tenant switch', async () => {
    const { source, search } = immediateSource();
    renderWithPickers(<Scoped source={source} />, { provider: false });
    await userEvent.click(combobox());
    await screen.findByRole('option', { name: 'Company 1' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(combobox());
    await screen.findByRole('option', { name: 'Company 1' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Switch tenant' }));
    await userEvent.click(combobox());
    await screen.findByRole('option', { name: 'Company 1' });
    expect(search.mock.calls.map(([request]) => request.scope.tenantId)).toEqual([1, 2]);
  });
});

describe('the picker in a react-hook-form form', () => {
  const schema = z.object({ companyId: z.number({ error: 'Choose a company' }) });

  function CompanyForm({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => void }) {
    const { source } = immediateSource();
    const form = useZodForm(schema);
    return (
      <Form form={form} onSubmit={onSubmit} aria-label="Contract">
        <FormField
          name="companyId"
          required
          render={({ field, error, required }) => (
            <RemotePicker<Company, Record<string, never>>
              {...field}
              label="Company"
              source={source}
              value={field.value ?? null}
              debounceMs={0}
              error={error}
              required={required}
            />
          )}
        />
        <Button type="submit">Save</Button>
      </Form>
    );
  }

  it('submits the chosen key', async () => {
    const onSubmit = vi.fn();
    renderWithPickers(<CompanyForm onSubmit={onSubmit} />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByRole('option', { name: 'Company 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ companyId: 4 });
  });

  it('shows the schema’s message on the picker when nothing is chosen', async () => {
    renderWithPickers(<CompanyForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(combobox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a company')).toBeTruthy();
  });
});
