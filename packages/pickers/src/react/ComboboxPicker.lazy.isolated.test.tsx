// @vitest-environment jsdom
import { lazyPart, type LazyPart } from '@opsdesk/ui';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineSource, type LookupKey, type LookupRequest } from '../core/source';
import { renderWithPickers } from '../test/render';
import { ComboboxPanel, type ComboboxPanelProps } from './ComboboxPanel';
import type * as LazyModule from './lazyComboboxPanel';
import { RemotePicker } from './RemotePicker';

// Each test gets its own lazy panel, with a load it controls: held until the test lets it arrive,
// failing while the test says so. The real one is a module-wide singleton.
const served = vi.hoisted(() => ({ part: null as unknown }));
vi.mock('./lazyComboboxPanel', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyModule>();
  return {
    ...actual,
    get comboboxPanel() {
      return served.part;
    },
  };
});

function serveChunk({ held = false, failing = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const chunk = {
    loads: 0,
    /** Every load fails while set (the network is down). */
    failing,
    /** Lets the held load arrive (or fail). */
    arrive: () => act(async () => release()),
  };
  const part: LazyPart<ComponentType<ComboboxPanelProps>> = lazyPart(async () => {
    chunk.loads += 1;
    await gate;
    if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module');
    return ComboboxPanel;
  });
  served.part = part;
  return chunk;
}

let idle: (() => void) | undefined;
beforeEach(() => {
  // The idle preload runs only when a test says the browser is idle.
  idle = undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  // Unmounted first: unmounting cancels the idle callback.
  cleanup();
  vi.unstubAllGlobals();
});

interface Company {
  readonly id: number;
  readonly name: string;
}
const companies: Company[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Company ${index + 1}`,
}));

const noun = { 'zh-CN': '公司', en: 'company', ja: '会社', 'zh-TW': '公司', it: 'azienda' } as const;

/** A source answering at once from `companies`, counting its calls. */
function immediateSource() {
  const search = vi.fn(async (request: LookupRequest<Record<string, never>>) => {
    const matches = companies.filter((company) => company.name.includes(request.query));
    return { items: matches.slice(request.page * 10, request.page * 10 + 10), total: matches.length };
  });
  const source = defineSource<Company>({
    id: 'company-lazy',
    noun,
    key: (company) => company.id,
    label: (company) => company.name,
    pageSize: 10,
    search,
  });
  return { source, search };
}

function Single({
  source,
  label = 'Company',
  onChange,
}: {
  readonly source: ReturnType<typeof immediateSource>['source'];
  readonly label?: string;
  readonly onChange?: (key: LookupKey | null) => void;
}) {
  const [value, setValue] = useState<LookupKey | null>(null);
  return (
    <>
      <RemotePicker<Company, Record<string, never>>
        label={label}
        source={source}
        value={value}
        debounceMs={0}
        onChange={(key) => {
          setValue(key);
          onChange?.(key);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const combobox = (name = 'Company') => screen.getByRole<HTMLInputElement>('combobox', { name });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** Lets the source's answers (already asked for) come in. */
const answered = (search: ReturnType<typeof immediateSource>['search']) =>
  act(async () => {
    await Promise.all(search.mock.results.map((result) => result.value as Promise<unknown>));
  });

describe('ComboboxPicker, its list loaded on first use', () => {
  it('loads nothing of the list when it renders', () => {
    const chunk = serveChunk();
    renderWithPickers(<Single source={immediateSource().source} />);
    expect(chunk.loads).toBe(0);
  });

  it('starts loading when the pointer comes to the field', async () => {
    const chunk = serveChunk({ held: true });
    renderWithPickers(<Single source={immediateSource().source} />);
    await userEvent.setup().hover(combobox());
    expect(chunk.loads).toBe(1);
  });

  it('starts loading when the focus comes to the field', async () => {
    const chunk = serveChunk({ held: true });
    renderWithPickers(<Single source={immediateSource().source} />);
    await userEvent.setup().tab();
    expect([document.activeElement, chunk.loads]).toEqual([combobox(), 1]);
  });

  it('preloads when the browser is idle, then opens at once', async () => {
    const chunk = serveChunk();
    renderWithPickers(<Single source={immediateSource().source} />);
    await act(async () => idle?.());
    const loads = chunk.loads;
    // A press that neither hovers nor focuses first, which would start the load; no time to load.
    act(() => {
      fireEvent.click(combobox());
    });
    expect([loads, combobox().getAttribute('aria-expanded')]).toEqual([1, 'true']);
    expect(await screen.findByRole('option', { name: 'Company 1' })).toBeTruthy();
  });

  it("opens at once when another picker's load brought the list", async () => {
    serveChunk();
    const { source } = immediateSource();
    const user = userEvent.setup();
    renderWithPickers(
      <>
        <Single source={source} />
        <Single source={source} label="Other company" />
      </>,
    );
    await user.click(combobox('Other company'));
    await screen.findByRole('option', { name: 'Company 1' });
    await user.keyboard('{Escape}');
    act(() => {
      fireEvent.click(combobox());
    });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps what is typed while the list is on its way, searches, and opens with the results', async () => {
    const chunk = serveChunk({ held: true });
    const { source, search } = immediateSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.setup().type(combobox(), '15');
    await waitFor(() => expect(search.mock.calls.map(([request]) => request.query)).toContain('15'));
    await answered(search);
    expect([
      combobox().value,
      combobox().getAttribute('aria-expanded'),
      screen.queryByRole('listbox'),
    ]).toEqual(['15', 'false', null]);
    await chunk.arrive();
    await screen.findByRole('listbox', { name: 'company' });
    expect([optionNames(), combobox().value, combobox().getAttribute('aria-expanded')]).toEqual([
      ['Company 15'],
      '15',
      'true',
    ]);
  });

  it('shows the field busy while the list loads after it was asked for', async () => {
    serveChunk({ held: true });
    const { source, search } = immediateSource();
    renderWithPickers(<Single source={source} />);
    await userEvent.setup().click(combobox());
    await answered(search);
    expect([combobox().getAttribute('aria-busy'), screen.queryByRole('listbox')]).toEqual(['true', null]);
  });

  it('opens with the first option highlighted after ArrowDown while the list loads', async () => {
    const chunk = serveChunk({ held: true });
    const { source, search } = immediateSource();
    const user = userEvent.setup();
    renderWithPickers(<Single source={source} />);
    act(() => combobox().focus());
    await user.keyboard('{ArrowDown}');
    await answered(search);
    // Nothing is named that is not on screen.
    const before = combobox().getAttribute('aria-activedescendant');
    await chunk.arrive();
    const first = await screen.findByRole('option', { name: 'Company 1' });
    expect([before, combobox().getAttribute('aria-activedescendant'), first.dataset.active]).toEqual([
      null,
      first.id,
      'true',
    ]);
  });

  it('chooses nothing on Enter while the list loads', async () => {
    const chunk = serveChunk({ held: true });
    const { source, search } = immediateSource();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithPickers(<Single source={source} onChange={onChange} />);
    act(() => combobox().focus());
    await user.keyboard('{ArrowDown}');
    await answered(search);
    await user.keyboard('{Enter}');
    await chunk.arrive();
    await screen.findByRole('option', { name: 'Company 1' });
    expect([onChange.mock.calls.length, combobox().value]).toEqual([0, '']);
  });

  it('drops the opening on Escape while the list loads', async () => {
    const chunk = serveChunk({ held: true });
    const user = userEvent.setup();
    renderWithPickers(<Single source={immediateSource().source} />);
    act(() => combobox().focus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await chunk.arrive();
    expect([
      screen.queryByRole('listbox'),
      combobox().getAttribute('aria-expanded'),
      document.activeElement,
    ]).toEqual([null, 'false', combobox()]);
  });

  it('drops the opening when the focus goes elsewhere while the list loads', async () => {
    const chunk = serveChunk({ held: true });
    const user = userEvent.setup();
    renderWithPickers(<Single source={immediateSource().source} />);
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await chunk.arrive();
    expect([screen.queryByRole('listbox'), document.activeElement]).toEqual([
      null,
      screen.getByRole('button', { name: 'Elsewhere' }),
    ]);
  });

  it('says nothing of a failed load once Escape dropped the opening', async () => {
    const chunk = serveChunk({ held: true, failing: true });
    const user = userEvent.setup();
    renderWithPickers(<Single source={immediateSource().source} />);
    act(() => combobox().focus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await chunk.arrive();
    expect([screen.queryByRole('alert'), combobox().getAttribute('aria-busy')]).toEqual([null, null]);
  });

  it('says when the list could not be loaded, and stops being busy', async () => {
    const chunk = serveChunk({ held: true, failing: true });
    renderWithPickers(<Single source={immediateSource().source} />);
    await userEvent.setup().click(combobox());
    await chunk.arrive();
    const alert = await screen.findByRole('alert');
    expect([
      alert.textContent,
      combobox().getAttribute('aria-busy'),
      combobox().getAttribute('aria-expanded'),
    ]).toEqual(['The list of options could not be loaded.Retry', null, 'false']);
  });

  it('says it in the interface language', async () => {
    serveChunk({ failing: true });
    renderWithPickers(<Single source={immediateSource().source} />, { locale: 'ja' });
    await userEvent.setup().click(combobox());
    expect((await screen.findByRole('alert')).textContent).toBe('候補の一覧を読み込めませんでした。再試行');
  });

  it('tries the load again when the list is asked for again from the keyboard', async () => {
    const chunk = serveChunk({ failing: true });
    const user = userEvent.setup();
    renderWithPickers(<Single source={immediateSource().source} />);
    await user.click(combobox());
    await screen.findByRole('alert');
    chunk.failing = false;
    const loadsBefore = chunk.loads;
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('option', { name: 'Company 1' });
    expect([
      chunk.loads - loadsBefore,
      screen.queryByRole('alert'),
      combobox().getAttribute('aria-activedescendant'),
    ]).toEqual([1, null, first.id]);
  });

  it('opens the list when Retry succeeds, the focus back in the field', async () => {
    const chunk = serveChunk({ failing: true });
    const user = userEvent.setup();
    renderWithPickers(<Single source={immediateSource().source} />);
    await user.click(combobox());
    const retry = await screen.findByRole('button', { name: 'Retry' });
    chunk.failing = false;
    await user.click(retry);
    await screen.findByRole('option', { name: 'Company 1' });
    expect([
      screen.queryByRole('alert'),
      combobox().getAttribute('aria-expanded'),
      document.activeElement,
    ]).toEqual([null, 'true', combobox()]);
  });
});
