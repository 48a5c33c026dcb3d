import {
  fieldOperatorsByType,
  type ApprovalFlowModel,
  type ApprovalFlowNode,
  type BranchCondition,
  type FlowFormField,
} from './model';

/** What can be wrong with a flow; each has a message `ui.approvalFlow.issue.<code>`. */
export const flowIssueCodes = [
  'startMissing',
  'startMultiple',
  'startHasIncoming',
  'endMissing',
  'endMultiple',
  'endHasOutgoing',
  'endUnreachable',
  'duplicateId',
  'edgeUnknownNode',
  'edgeUnknownBranch',
  'cycle',
  'nodeUnreachable',
  'nodeDeadEnd',
  'nodeManyOutgoing',
  'approverMissing',
  'copyToEmpty',
  'conditionTooFewBranches',
  'conditionDefaultMissing',
  'conditionDefaultMisplaced',
  'branchDangling',
  'branchManyEdges',
  'branchNoConditions',
  'branchConditionIncomplete',
  'branchUnknownField',
] as const;
export type FlowIssueCode = (typeof flowIssueCodes)[number];

/** One problem, with where it is: a node, a branch of a condition node, an edge, a condition. */
export interface FlowIssue {
  readonly code: FlowIssueCode;
  readonly nodeId?: string;
  readonly branchId?: string;
  readonly edgeId?: string;
  /** 0-based position of the condition in its branch. */
  readonly conditionIndex?: number;
}

export interface ValidateFlowOptions {
  /**
   * The form's fields: conditions on a field that is not among them are reported. Without it, a
   * field condition only needs a field id.
   */
  readonly formFields?: readonly FlowFormField[];
}

/** Whether a condition has everything it needs to be evaluated. */
export function isConditionComplete(condition: BranchCondition, field?: FlowFormField): boolean {
  if (condition.subject === 'amount') {
    if (condition.operator === 'between')
      return condition.min !== null && condition.max !== null && condition.min <= condition.max;
    return condition.value !== null;
  }
  if (condition.fieldId === null) return false;
  if (field && !fieldOperatorsByType[field.type].includes(condition.operator)) return false;
  switch (condition.operator) {
    case 'equals':
      return condition.value !== null && condition.value !== '';
    case 'in':
      return condition.values.length > 0;
    case 'contains':
      return condition.value.trim() !== '';
  }
}

/**
 * Everything that keeps a flow from running, in reading order of the checks: one start and one
 * end, the end reachable from the start and every node on the way from the start to the end
 * (no dangling branch, no dead end, no loop), every node configured, every condition group with a
 * default branch last and every other branch with complete conditions. An empty list: the flow is
 * valid.
 */
export function validateFlow(model: ApprovalFlowModel, options: ValidateFlowOptions = {}): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const fields = options.formFields ? new Map(options.formFields.map((field) => [field.id, field])) : null;

  const byId = new Map<string, ApprovalFlowNode>();
  for (const node of model.nodes) {
    if (byId.has(node.id)) issues.push({ code: 'duplicateId', nodeId: node.id });
    else byId.set(node.id, node);
  }
  const edgeIds = new Set<string>();
  for (const edge of model.edges) {
    if (edgeIds.has(edge.id) || byId.has(edge.id)) issues.push({ code: 'duplicateId', edgeId: edge.id });
    edgeIds.add(edge.id);
  }

  const starts = model.nodes.filter((node) => node.type === 'start');
  const ends = model.nodes.filter((node) => node.type === 'end');
  if (starts.length === 0) issues.push({ code: 'startMissing' });
  for (const extra of starts.slice(1)) issues.push({ code: 'startMultiple', nodeId: extra.id });
  if (ends.length === 0) issues.push({ code: 'endMissing' });
  for (const extra of ends.slice(1)) issues.push({ code: 'endMultiple', nodeId: extra.id });

  const outgoing = new Map<string, string[]>();
  const incoming = new Map<string, string[]>();
  for (const edge of model.edges) {
    const source = byId.get(edge.source);
    if (!source || !byId.has(edge.target)) {
      issues.push({ code: 'edgeUnknownNode', edgeId: edge.id });
      continue;
    }
    if (source.type === 'condition' && !source.branches.some((branch) => branch.id === edge.branchId))
      issues.push({ code: 'edgeUnknownBranch', edgeId: edge.id, nodeId: source.id });
    outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target]);
    incoming.set(edge.target, [...(incoming.get(edge.target) ?? []), edge.source]);
  }
  for (const start of starts)
    if ((incoming.get(start.id) ?? []).length > 0)
      issues.push({ code: 'startHasIncoming', nodeId: start.id });
  for (const end of ends)
    if ((outgoing.get(end.id) ?? []).length > 0) issues.push({ code: 'endHasOutgoing', nodeId: end.id });

  // Reachability: forwards from the start, backwards from the end.
  const reach = (from: readonly string[], next: Map<string, string[]>) => {
    const seen = new Set(from);
    const stack = [...from];
    while (stack.length > 0) {
      for (const id of next.get(stack.pop() as string) ?? []) {
        if (!seen.has(id)) {
          seen.add(id);
          stack.push(id);
        }
      }
    }
    return seen;
  };
  const fromStart = reach(starts[0] ? [starts[0].id] : [], outgoing);
  const toEnd = reach(
    ends.map((end) => end.id),
    incoming,
  );
  for (const end of ends)
    if (starts[0] && !fromStart.has(end.id)) issues.push({ code: 'endUnreachable', nodeId: end.id });

  // A loop: an edge back to a node on the current path of a depth-first walk.
  const state = new Map<string, 'open' | 'done'>();
  const reported = new Set<string>();
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const edge of model.edges) {
      if (edge.source !== id || !byId.has(edge.target)) continue;
      const mark = state.get(edge.target);
      if (mark === 'open' && !reported.has(edge.id)) {
        reported.add(edge.id);
        issues.push({ code: 'cycle', edgeId: edge.id, nodeId: edge.target });
      } else if (mark === undefined) visit(edge.target);
    }
    state.set(id, 'done');
  };
  for (const node of model.nodes) if (!state.has(node.id)) visit(node.id);

  for (const node of byId.values()) {
    const out = model.edges.filter((edge) => edge.source === node.id && byId.has(edge.target));
    const reachable = starts.length === 0 || fromStart.has(node.id);
    // A node the start never reaches is reported once: it only needs connecting or deleting.
    if (node.type !== 'start' && !reachable) {
      issues.push({ code: 'nodeUnreachable', nodeId: node.id });
      continue;
    }

    switch (node.type) {
      case 'start':
      case 'approver':
      case 'copyTo':
        if (out.length === 0) issues.push({ code: 'nodeDeadEnd', nodeId: node.id });
        else if (out.length > 1) issues.push({ code: 'nodeManyOutgoing', nodeId: node.id });
        else if (ends.length > 0 && !toEnd.has(node.id))
          issues.push({ code: 'nodeDeadEnd', nodeId: node.id });
        break;
      default:
    }

    if (node.type === 'approver') {
      const assignee = node.assignee;
      const missing =
        assignee === null ||
        (assignee.kind === 'person' && assignee.people.length === 0) ||
        (assignee.kind === 'role' && assignee.roles.length === 0);
      if (missing) issues.push({ code: 'approverMissing', nodeId: node.id });
    }
    if (node.type === 'copyTo' && node.people.length + node.roles.length === 0)
      issues.push({ code: 'copyToEmpty', nodeId: node.id });

    if (node.type === 'condition') {
      if (node.branches.length < 2) issues.push({ code: 'conditionTooFewBranches', nodeId: node.id });
      const defaults = node.branches.filter((branch) => branch.isDefault);
      const last = node.branches[node.branches.length - 1];
      if (defaults.length === 0) issues.push({ code: 'conditionDefaultMissing', nodeId: node.id });
      else if (defaults.length > 1 || !last?.isDefault)
        issues.push({ code: 'conditionDefaultMisplaced', nodeId: node.id });
      for (const branch of node.branches) {
        const edges = out.filter((edge) => edge.branchId === branch.id);
        const base = { nodeId: node.id, branchId: branch.id };
        if (edges.length === 0) issues.push({ code: 'branchDangling', ...base });
        else if (edges.length > 1) issues.push({ code: 'branchManyEdges', ...base });
        else if (ends.length > 0 && !toEnd.has((edges[0] as { target: string }).target))
          issues.push({ code: 'branchDangling', ...base });
        if (branch.isDefault) continue;
        if (branch.conditions.length === 0) issues.push({ code: 'branchNoConditions', ...base });
        branch.conditions.forEach((condition, conditionIndex) => {
          const field =
            condition.subject === 'field' && condition.fieldId !== null
              ? fields?.get(condition.fieldId)
              : undefined;
          if (fields && condition.subject === 'field' && condition.fieldId !== null && !field)
            issues.push({ code: 'branchUnknownField', ...base, conditionIndex });
          else if (!isConditionComplete(condition, field))
            issues.push({ code: 'branchConditionIncomplete', ...base, conditionIndex });
        });
      }
    }
  }
  return issues;
}
