// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineSource, type LookupKey } from '../core/source';
import { renderWithPickers } from '../test/render';
import { RemotePicker } from './RemotePicker';

interface Airline {
  readonly code: string;
  readonly name: string;
}
const airlines: Airline[] = Array.from({ length: 25 }, (_, index) => ({
  code: `A${index}`,
  name: index === 3 ? 'Hainan Airlines' : `Airline ${index}`,
}));

const source = defineSource<Airline>({
  id: 'airline-test',
  noun: { 'zh-CN': '航空公司', en: 'airline', ja: '航空会社', 'zh-TW': '航空公司', it: 'compagnia aerea' },
  key: (airline) => airline.code,
  label: (airline) => airline.name,
  description: (airline) => airline.code,
  pageSize: 10,
  search: async ({ query, page, size }) => {
    const matches = airlines.filter((airline) => airline.name.toLowerCase().includes(query.toLowerCase()));
    return { items: matches.slice(page * size, (page + 1) * size), total: matches.length };
  },
});

function Harness({ multiple = false, onChange }: { multiple?: boolean; onChange: (value: unknown) => void }) {
  const [one, setOne] = useState<LookupKey | null>(null);
  const [many, setMany] = useState<LookupKey[]>([]);
  return multiple ? (
    <RemotePicker<Airline, Record<string, never>>
      label="Airline"
      variant="dialog"
      source={source}
      multiple
      value={many}
      debounceMs={0}
      onChange={(value) => {
        setMany(value);
        onChange(value);
      }}
    />
  ) : (
    <RemotePicker<Airline, Record<string, never>>
      label="Airline"
      variant="dialog"
      source={source}
      value={one}
      debounceMs={0}
      onChange={(value) => {
        setOne(value);
        onChange(value);
      }}
    />
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Airline/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose airline' });
  await within(dialog).findByText('Airline 0');
  return dialog;
};

describe('the picker as a dialog', () => {
  it('opens a dialog with a paged table of the source', async () => {
    renderWithPickers(<Harness onChange={vi.fn()} />);
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('row').length).toBe(11);
  });

  it('applies the ticked row with OK', async () => {
    const onChange = vi.fn();
    renderWithPickers(<Harness onChange={onChange} />);
    const dialog = await openDialog();
    const row = within(dialog).getByText('Hainan Airlines').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect([
      onChange.mock.calls[0]?.[0],
      screen.getByRole('button', { name: /Airline/ }).textContent,
    ]).toEqual(['A3', 'Hainan Airlines']);
  });

  it('keeps one choice in single mode: ticking another row replaces it', async () => {
    const onChange = vi.fn();
    renderWithPickers(<Harness onChange={onChange} />);
    const dialog = await openDialog();
    for (const name of ['Airline 1', 'Airline 2']) {
      const row = within(dialog).getByText(name).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('A2');
  });

  it('drops the choice made in the dialog with Cancel', async () => {
    const onChange = vi.fn();
    renderWithPickers(<Harness onChange={onChange} />);
    const dialog = await openDialog();
    const row = within(dialog).getByText('Airline 1').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('searches from its search box', async () => {
    renderWithPickers(<Harness onChange={vi.fn()} />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'hainan');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2));
  });

  it('counts the choices in multiple mode and hands back every key', async () => {
    const onChange = vi.fn();
    renderWithPickers(<Harness multiple onChange={onChange} />);
    const dialog = await openDialog();
    for (const name of ['Airline 1', 'Airline 2']) {
      const row = within(dialog).getByText(name).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    expect(within(dialog).getByText('2 selected').getAttribute('role')).toBe('status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith(['A1', 'A2']);
  });
});
