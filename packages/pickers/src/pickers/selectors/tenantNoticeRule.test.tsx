// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TenantNoticeRulePicker, tenantNoticeRuleSource } from './tenantNoticeRule';
import { renderPicker, ruleMessage, runSearch } from '../test/render';

describe('tenantNoticeRuleSource', () => {
  it("lists the rules of the scope tenant's licence once, with the type and status filters", async () => {
    const { page, requests } = await runSearch(tenantNoticeRuleSource, {
      scope: { tenantId: 1015 },
      filters: { noticeType: ['USAGE'], enabled: true },
    });
    expect(tenantNoticeRuleSource.paging).toBe('client');
    expect(requests).toEqual([
      {
        path: '/api/tenant/notice/rule/list/license/by/tenant',
        params: { tenantId: 1015, noticeType: ['USAGE'], enabled: true },
      },
    ]);
    expect(page.items.map((rule) => rule.id).sort()).toEqual([941, 942]);
  });

  it('describes a rule by type, send time (HH:mm) and ways', async () => {
    const { page } = await runSearch(tenantNoticeRuleSource, { scope: { tenantId: 1015 }, filters: {} });
    const rule = page.items.find((candidate) => candidate.id === 938);
    expect(rule && tenantNoticeRuleSource.description?.(rule)).toBe(
      'Licence expiry · 08:30 · E-mail, SMS, Workplace messaging',
    );
  });

  it('asks for a tenant first when neither the filter nor the scope names one', () => {
    expect(ruleMessage(tenantNoticeRuleSource, '', {}, {})).toBe(
      'Choose a tenant first to look up the notice rules that apply to it.',
    );
  });

  it('lists once a tenant is known, from the scope or the filter', () => {
    expect(ruleMessage(tenantNoticeRuleSource, '', {}, { tenantId: 1015 })).toBeUndefined();
    expect(ruleMessage(tenantNoticeRuleSource, '', { tenantId: 1015 }, {})).toBeUndefined();
  });
});

describe('TenantNoticeRulePicker', () => {
  it('chooses a rule found by typing: onChange gets its id and the rule', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(
      <TenantNoticeRulePicker label="Notice rule" value={null} onChange={onChange} debounceMs={0} />,
      {
        tenantId: 1015,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Notice rule' }), '发票查验');
    await user.click(await screen.findByRole('option', { name: /发票查验次数余量不足提醒/ }));
    expect(onChange).toHaveBeenCalledWith(942, expect.objectContaining({ sendTime: '09:30' }));
  });
});
