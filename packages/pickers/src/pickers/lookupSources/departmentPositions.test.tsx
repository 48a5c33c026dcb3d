// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepartmentPositionPicker, departmentPositionSource } from './departmentPositions';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('departmentPositionSource', () => {
  it('lists the positions of the scope tenant with the company and department filters', async () => {
    const { page, requests } = await runSearch(departmentPositionSource, {
      scope: { tenantId: 1015 },
      filters: { companyId: 1615, departmentOID: '1a4e51ff-b944-583f-aa95-a12712d9053f' },
    });
    expect(requests).toEqual([
      {
        path: '/api/departmentposition',
        params: { tenantId: 1015, companyId: 1615, departmentOID: '1a4e51ff-b944-583f-aa95-a12712d9053f' },
      },
    ]);
    expect(page.items.map((position) => position.positionCode)).toEqual([
      'HQ-ADM-P1',
      'HQ-ADM-P2',
      'HQ-ADM-P3',
    ]);
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(departmentPositionSource, '', {}, {})).toBe('Choose a tenant first.');
    expect(ruleMessage(departmentPositionSource, '', {}, { tenantId: 1015 })).toBeUndefined();
  });
});

describe('DepartmentPositionPicker', () => {
  it('shows a value that is not on the first page by its name', async () => {
    renderPicker(
      <DepartmentPositionPicker label="Position" value="HQ-MKT-P1" onChange={() => {}} debounceMs={0} />,
      { tenantId: 1015 },
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Position' });
    await waitFor(() => expect(input.value).toBe('市场经理'));
  });

  it('chooses a position by its code: onChange gets the code and the position', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <DepartmentPositionPicker label="Position" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Position' }), 'HQ-ADM-P3');
    await user.click(await screen.findByRole('option', { name: /前台/ }));
    expect(onChange).toHaveBeenCalledWith('HQ-ADM-P3', expect.objectContaining({ id: 8302 }));
  });
});
