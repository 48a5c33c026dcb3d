// @vitest-environment jsdom
import { Button, Form, FormField, useZodForm } from '@opsdesk/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  costCenterItemNumberSource,
  costCenterRangeError,
  CostCenterRangePicker,
  type CostCenterRange,
} from './costCenterRange';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

const oid = '9041335e-1fed-56c0-9bfb-ea8aab462f7e';
const itemsPath = `/api/cost/center/items/${oid}/all`;
const reversed =
  'The “from” item number must not be greater than the “to” item number: this range has no results.';
const chooseCostCenter = 'Choose a cost center first.';

describe('costCenterRangeError', () => {
  it('refuses a from item number above the to (spec §5)', () => {
    expect(costCenterRangeError(1005, 1002)?.en).toBe(reversed);
  });

  it('accepts a from item number at most the to', () => {
    expect(costCenterRangeError(1002, 1005)).toBeUndefined();
    expect(costCenterRangeError(1003, 1003)).toBeUndefined();
  });

  it('accepts a range open at either end', () => {
    expect(costCenterRangeError(null, 1002)).toBeUndefined();
    expect(costCenterRangeError(1002, undefined)).toBeUndefined();
  });
});

describe('costCenterItemNumberSource', () => {
  it('lists the items of the cost center within the range, keyed by item number', async () => {
    const { page, requests } = await runSearch(costCenterItemNumberSource, {
      filters: { costCenterOID: oid, fromItemNumber: 1002, toItemNumber: 1004 },
    });
    expect(costCenterItemNumberSource.paging).toBe('client');
    expect(requests).toEqual([{ path: itemsPath, params: { fromItemNumber: 1002, toItemNumber: 1004 } }]);
    expect(page.items.map(costCenterItemNumberSource.key)).toContain(1004);
  });

  it('answers nothing, without a call, for a from above the to', async () => {
    const { page, requests } = await runSearch(costCenterItemNumberSource, {
      filters: { costCenterOID: oid, fromItemNumber: 1005, toItemNumber: 1002 },
    });
    expect(page.items).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('refuses a reversed range and a missing cost center', () => {
    expect(
      ruleMessage(costCenterItemNumberSource, '', { costCenterOID: oid, fromItemNumber: 9, toItemNumber: 1 }),
    ).toBe(reversed);
    expect(ruleMessage(costCenterItemNumberSource, '', {})).toBe(chooseCostCenter);
  });

  it('accepts a cost center with a valid or open range', () => {
    expect(
      ruleMessage(costCenterItemNumberSource, '', { costCenterOID: oid, fromItemNumber: 1, toItemNumber: 9 }),
    ).toBeUndefined();
    expect(ruleMessage(costCenterItemNumberSource, '', { costCenterOID: oid })).toBeUndefined();
  });
});

function Harness({
  initial,
  costCenterOID = oid,
  onChange,
}: {
  readonly initial: CostCenterRange;
  readonly costCenterOID?: string | null;
  readonly onChange: (range: CostCenterRange) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <CostCenterRangePicker
      label="Cost center items"
      costCenterOID={costCenterOID}
      value={range}
      debounceMs={0}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe('CostCenterRangePicker', () => {
  it('asks the to list for the items from the from end on', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(<Harness initial={{ from: 1002, to: null }} onChange={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    await screen.findByRole('option', { name: /销售中心/ });
    expect(requests).toContainEqual({ path: itemsPath, params: { fromItemNumber: 1002 } });
  });

  it('gives the range with the chosen end to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<Harness initial={{ from: 1002, to: null }} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: /销售中心/ }));
    expect(onChange).toHaveBeenCalledWith({ from: 1002, to: 1004 });
  });

  it('shows the error on the to field and searches nothing when from is above to', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(<Harness initial={{ from: 1005, to: 1002 }} onChange={vi.fn()} />);
    const to = screen.getByRole('combobox', { name: 'To' });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(reversed)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', reversed);
    expect(screen.queryAllByRole('option')).toEqual([]);
    // Only the values' names were looked up (the whole cost center), never a range.
    expect(
      requests.every((request) => request.path === itemsPath && Object.keys(request.params).length === 0),
    ).toBe(true);
  });

  it('names the values of both ends, even when reversed', async () => {
    renderPicker(<Harness initial={{ from: 1005, to: 1002 }} onChange={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe('华东大区'),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'To' }).value).toBe('财务部');
  });

  it('asks for a cost center first and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { requests } = renderPicker(
      <Harness initial={{ from: null, to: null }} costCenterOID={null} onChange={vi.fn()} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    expect(await screen.findByText(chooseCostCenter)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('works as a react-hook-form field: the chosen range is submitted', async () => {
    const schema = z.object({
      range: z.object({ from: z.number().nullable(), to: z.number().nullable() }),
    });
    const onSubmit = vi.fn();
    function RangeForm() {
      const form = useZodForm(schema, { defaultValues: { range: { from: null, to: null } } });
      return (
        <Form form={form} onSubmit={onSubmit} aria-label="Search">
          <FormField
            name="range"
            render={({ field, error }) => (
              <CostCenterRangePicker
                {...field}
                label="Cost center items"
                costCenterOID={oid}
                debounceMs={0}
                error={error}
              />
            )}
          />
          <Button type="submit">Search</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    renderPicker(<RangeForm />);
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: /总经办/ }));
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: /财务共享中心/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ range: { from: 1001, to: 1003 } });
  });
});
