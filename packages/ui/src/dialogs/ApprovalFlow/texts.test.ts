import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uiLocales, type UiLocale } from '../../i18n/locales';
import { approvalFlowMessages } from './ApprovalFlowDesigner.messages';
import type { ApprovalFlowNode } from './model';
import { invalidFlow, sampleFormFields, typicalFlow } from './test/fixtures';
import { createFlowTexts } from './texts';
import { validateFlow } from './validate';

function textsIn(locale: UiLocale, model = typicalFlow) {
  const messages = Object.fromEntries(
    Object.entries(approvalFlowMessages).map(([id, texts]) => [id, texts[locale]]),
  );
  const intl = createIntl({ locale, messages });
  const t = (id: string, values?: Record<string, string | number>) =>
    messages[id] === undefined ? '#' : intl.formatMessage({ id }, values);
  return createFlowTexts(model, t, locale, { formFields: sampleFormFields });
}

const node = (id: string) => typicalFlow.nodes.find((candidate) => candidate.id === id) as ApprovalFlowNode;

describe('the texts of a flow', () => {
  it('has every message in every locale', () => {
    for (const [id, texts] of Object.entries(approvalFlowMessages))
      for (const locale of uiLocales) expect(texts[locale], `${locale} ${id}`).toMatch(/\S/);
  });

  it('sums up each kind of approver', () => {
    const en = textsIn('en');
    expect(en.nodeSummary(node('head'))).toEqual({ text: 'Direct department head', missing: false });
    expect(en.nodeSummary(node('finance')).text).toBe('Role: Finance manager · any one approves');
    expect(en.nodeSummary(node('travel-desk')).text).toBe('Sato Yuki and Liu Yang · all must approve');
    expect(en.nodeSummary(node('notify')).text).toBe('Wang Fang and HR business partner');
    expect(textsIn('zh-CN').nodeSummary(node('head')).text).toBe('直属主管');
  });

  it('says what is missing on an unconfigured step', () => {
    const en = textsIn('en', invalidFlow);
    const [, approver, , copyTo] = invalidFlow.nodes;
    expect(en.nodeTitle(approver as ApprovalFlowNode)).toBe('Approver');
    expect(en.nodeSummary(approver as ApprovalFlowNode)).toEqual({
      text: 'Choose an approver',
      missing: true,
    });
    expect(en.nodeSummary(copyTo as ApprovalFlowNode)).toEqual({
      text: 'Choose who gets a copy',
      missing: true,
    });
  });

  it('shortens a long list of names', () => {
    const en = textsIn('en');
    const many: ApprovalFlowNode = {
      id: 'x',
      type: 'copyTo',
      name: '',
      people: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ id: name, name })),
      roles: [],
    };
    expect(en.nodeSummary(many).text).toBe('A and B and 3 more');
  });

  it('writes conditions with amounts as money and options by their labels', () => {
    const en = textsIn('en');
    const route = node('route');
    if (route.type !== 'condition') throw new Error('expected the condition');
    const [large, travel, otherwise] = route.branches;
    expect(en.branchSummary(large as (typeof route.branches)[number]).text).toBe('Amount > 5,000.00');
    expect(en.branchSummary(travel as (typeof route.branches)[number]).text).toBe(
      'Expense type is Travel or Training and Amount between 1,000.00 and 5,000.00',
    );
    expect(en.branchSummary(otherwise as (typeof route.branches)[number]).text).toBe(
      'When no other branch matches',
    );
    expect(en.branchTitle(otherwise as (typeof route.branches)[number], 3)).toBe('Otherwise');
    expect(textsIn('ja').branchSummary(travel as (typeof route.branches)[number]).text).toBe(
      'Expense typeがTravelまたはTraining、金額が1,000.00〜5,000.00',
    );
    expect(
      en.conditionText({ subject: 'field', fieldId: 'project', operator: 'contains', value: 'OPS' }),
    ).toBe('Project code contains OPS');
    expect(
      en.conditionText({ subject: 'field', fieldId: 'headcount', operator: 'equals', value: 12000 }),
    ).toBe('Headcount = 12,000');
    expect(en.conditionText({ subject: 'amount', operator: 'lte', value: null })).toBe('Amount ≤ …');
  });

  it('names the step or branch of each problem', () => {
    const en = textsIn('en', invalidFlow);
    expect(validateFlow(invalidFlow).map(en.issueText)).toEqual([
      'Approver: choose who approves.',
      'Big purchase: set at least one condition.',
      'Mid range leads nowhere: it does not reach the end.',
      'Mid range: condition 1 is incomplete.',
      'Copy to: choose who gets a copy.',
    ]);
  });
});
