import { formatMoney, formatNumber } from '../../format/numbers';
import type { UiText } from '../../i18n/text';
import type {
  ApprovalFlowModel,
  ApprovalFlowNode,
  BranchCondition,
  ConditionBranch,
  FlowFormField,
} from './model';
import type { FlowIssue } from './validate';

/** How a flow's parts read in the interface language: titles, one-line summaries, problems. */
export interface FlowTexts {
  /** The node's name, or its type's when it has none. */
  readonly nodeTitle: (node: ApprovalFlowNode) => string;
  readonly branchTitle: (branch: ConditionBranch, index: number) => string;
  /** One line about what the node does; `missing` when it still needs configuring. */
  readonly nodeSummary: (node: ApprovalFlowNode) => { readonly text: string; readonly missing: boolean };
  readonly branchSummary: (branch: ConditionBranch) => { readonly text: string; readonly missing: boolean };
  readonly conditionText: (condition: BranchCondition) => string;
  /** The problem in a sentence that names the step or branch. */
  readonly issueText: (issue: FlowIssue) => string;
}

export interface FlowTextOptions {
  readonly currency?: string;
  readonly formFields?: readonly FlowFormField[];
}

const MAX_NAMES = 3;

const symbols: Readonly<Record<string, string>> = { gt: '>', gte: '≥', lt: '<', lte: '≤', equals: '=' };

/** The texts of a flow's parts, bound to a translation function, a locale and the flow. */
export function createFlowTexts(
  model: ApprovalFlowModel,
  t: UiText,
  locale: string,
  { currency, formFields = [] }: FlowTextOptions = {},
): FlowTexts {
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const names = (list: readonly string[]) =>
    list.length > MAX_NAMES
      ? t('ui.approvalFlow.summary.more', {
          names: and.format(list.slice(0, MAX_NAMES - 1)),
          count: list.length - (MAX_NAMES - 1),
        })
      : and.format(list);
  const fields = new Map(formFields.map((field) => [field.id, field]));
  const money = (value: number | null) => (value === null ? '…' : formatMoney(value, locale, { currency }));

  const nodeTitle = (node: ApprovalFlowNode): string => {
    switch (node.type) {
      case 'start':
        return t('ui.approvalFlow.type.start');
      case 'end':
        return t('ui.approvalFlow.type.end');
      case 'condition':
        return node.name.trim() || t('ui.approvalFlow.group.untitled');
      default:
        return node.name.trim() || t(`ui.approvalFlow.type.${node.type}`);
    }
  };

  const branchTitle = (branch: ConditionBranch, index: number) =>
    branch.name.trim() ||
    (branch.isDefault
      ? t('ui.approvalFlow.branch.default')
      : t('ui.approvalFlow.branch.untitled', { index }));

  const optionLabel = (field: FlowFormField | undefined, value: string) =>
    field?.options?.find((option) => option.value === value)?.label ?? value;

  const conditionText = (condition: BranchCondition): string => {
    if (condition.subject === 'amount') {
      const subject = t('ui.approvalFlow.condition.amount');
      if (condition.operator === 'between')
        return t('ui.approvalFlow.summary.between', {
          subject,
          min: money(condition.min),
          max: money(condition.max),
        });
      return t('ui.approvalFlow.summary.compare', {
        subject,
        operator: symbols[condition.operator] ?? condition.operator,
        value: money(condition.value),
      });
    }
    const field = condition.fieldId === null ? undefined : fields.get(condition.fieldId);
    const subject =
      field?.label ?? (condition.fieldId === null ? '…' : t('ui.approvalFlow.summary.unknownField'));
    switch (condition.operator) {
      case 'equals': {
        const value =
          condition.value === null || condition.value === ''
            ? '…'
            : typeof condition.value === 'number'
              ? formatNumber(condition.value, locale)
              : optionLabel(field, condition.value);
        return t('ui.approvalFlow.summary.compare', { subject, operator: '=', value });
      }
      case 'in':
        return t('ui.approvalFlow.summary.in', {
          subject,
          values:
            condition.values.length === 0
              ? '…'
              : or.format(condition.values.map((value) => optionLabel(field, value))),
        });
      case 'contains':
        return t('ui.approvalFlow.summary.contains', {
          subject,
          value: condition.value.trim() === '' ? '…' : optionLabel(field, condition.value),
        });
    }
  };

  const nodeSummary = (node: ApprovalFlowNode): { text: string; missing: boolean } => {
    switch (node.type) {
      case 'start':
        return { text: t('ui.approvalFlow.start.summary'), missing: false };
      case 'end':
        return { text: t('ui.approvalFlow.end.label'), missing: false };
      case 'condition':
        return {
          text: t('ui.approvalFlow.group.summary', { count: node.branches.length }),
          missing: false,
        };
      case 'copyTo': {
        const list = [...node.people, ...node.roles].map((ref) => ref.name);
        return list.length === 0
          ? { text: t('ui.approvalFlow.copyTo.unset'), missing: true }
          : { text: names(list), missing: false };
      }
      case 'approver': {
        const assignee = node.assignee;
        const sign = t(
          node.signMode === 'all' ? 'ui.approvalFlow.summary.signAll' : 'ui.approvalFlow.summary.signAny',
        );
        if (assignee?.kind === 'departmentHead')
          return {
            text:
              assignee.level === 1
                ? t('ui.approvalFlow.level.1')
                : t('ui.approvalFlow.level.n', { level: assignee.level }),
            missing: false,
          };
        if (assignee?.kind === 'person' && assignee.people.length > 0) {
          const who = names(assignee.people.map((person) => person.name));
          return { text: assignee.people.length > 1 ? `${who} · ${sign}` : who, missing: false };
        }
        if (assignee?.kind === 'role' && assignee.roles.length > 0)
          return {
            text: `${t('ui.approvalFlow.summary.role', { names: names(assignee.roles.map((role) => role.name)) })} · ${sign}`,
            missing: false,
          };
        return { text: t('ui.approvalFlow.approver.unset'), missing: true };
      }
    }
  };

  const branchSummary = (branch: ConditionBranch) => {
    if (branch.isDefault) return { text: t('ui.approvalFlow.branch.defaultSummary'), missing: false };
    if (branch.conditions.length === 0) return { text: t('ui.approvalFlow.branch.unset'), missing: true };
    return { text: and.format(branch.conditions.map(conditionText)), missing: false };
  };

  const byId = new Map<string, ApprovalFlowNode>();
  for (const node of model.nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const issueText = (issue: FlowIssue): string => {
    const node = issue.nodeId === undefined ? undefined : byId.get(issue.nodeId);
    let name = node ? nodeTitle(node) : (issue.nodeId ?? '');
    if (node?.type === 'condition' && issue.branchId !== undefined) {
      const index = node.branches.findIndex((branch) => branch.id === issue.branchId);
      const branch = node.branches[index];
      if (branch) name = branchTitle(branch, index + 1);
    }
    return t(`ui.approvalFlow.issue.${issue.code}`, {
      name,
      id: issue.nodeId ?? issue.edgeId ?? '',
      index: (issue.conditionIndex ?? 0) + 1,
    });
  };

  return { nodeTitle, branchTitle, nodeSummary, branchSummary, conditionText, issueText };
}
