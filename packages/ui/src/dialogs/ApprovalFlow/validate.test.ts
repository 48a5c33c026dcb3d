import { describe, expect, it } from 'vitest';
import { createEmptyFlow, type ApprovalFlowModel, type BranchCondition } from './model';
import { invalidFlow, sampleFormFields, typicalFlow } from './test/fixtures';
import { isConditionComplete, validateFlow } from './validate';

const codes = (flow: ApprovalFlowModel) => validateFlow(flow, { formFields: sampleFormFields });

describe('validateFlow', () => {
  it('finds nothing wrong in the typical flow', () => {
    expect(codes(typicalFlow)).toEqual([]);
  });

  it('reports every problem of the invalid flow with where it is', () => {
    expect(codes(invalidFlow)).toEqual([
      { code: 'approverMissing', nodeId: 'a1' },
      { code: 'branchNoConditions', nodeId: 'c1', branchId: 'b1' },
      { code: 'branchDangling', nodeId: 'c1', branchId: 'b2' },
      { code: 'branchConditionIncomplete', nodeId: 'c1', branchId: 'b2', conditionIndex: 0 },
      { code: 'copyToEmpty', nodeId: 'cc' },
    ]);
  });

  it('needs exactly one start and one end, the end reachable', () => {
    const noEnds: ApprovalFlowModel = { version: 1, nodes: [{ id: 's', type: 'start' }], edges: [] };
    expect(validateFlow(noEnds).map((issue) => issue.code)).toEqual(['endMissing', 'nodeDeadEnd']);
    const twoStarts: ApprovalFlowModel = {
      ...createEmptyFlow(),
      nodes: [...createEmptyFlow().nodes, { id: 's2', type: 'start' }],
    };
    expect(validateFlow(twoStarts)).toEqual([
      { code: 'startMultiple', nodeId: 's2' },
      { code: 'nodeDeadEnd', nodeId: 's2' },
    ]);
    const cut: ApprovalFlowModel = { ...createEmptyFlow(), edges: [] };
    expect(validateFlow(cut)).toEqual([
      { code: 'endUnreachable', nodeId: 'end' },
      { code: 'nodeDeadEnd', nodeId: 'start' },
      { code: 'nodeUnreachable', nodeId: 'end' },
    ]);
    const noStart: ApprovalFlowModel = { version: 1, nodes: [{ id: 'end', type: 'end' }], edges: [] };
    expect(validateFlow(noStart)).toEqual([{ code: 'startMissing' }]);
    const twoEnds: ApprovalFlowModel = {
      ...createEmptyFlow(),
      nodes: [...createEmptyFlow().nodes, { id: 'end2', type: 'end' }],
    };
    expect(validateFlow(twoEnds)).toEqual([
      { code: 'endMultiple', nodeId: 'end2' },
      { code: 'endUnreachable', nodeId: 'end2' },
      { code: 'nodeUnreachable', nodeId: 'end2' },
    ]);
  });

  it('reports a node nothing leads to once, whatever else is wrong with it', () => {
    const flow: ApprovalFlowModel = {
      ...createEmptyFlow(),
      nodes: [
        ...createEmptyFlow().nodes,
        { id: 'lost', type: 'approver', name: '', assignee: null, signMode: 'all', whenEmpty: 'skip' },
      ],
    };
    expect(validateFlow(flow)).toEqual([{ code: 'nodeUnreachable', nodeId: 'lost' }]);
  });

  it('reports a loop, a second edge out of a step, edges to unknown nodes and repeated ids', () => {
    const flow: ApprovalFlowModel = {
      version: 1,
      nodes: [
        { id: 's', type: 'start' },
        { id: 'a', type: 'copyTo', name: '', people: [{ id: 'p', name: 'P' }], roles: [] },
        { id: 'e', type: 'end' },
      ],
      edges: [
        { id: '1', source: 's', target: 'a' },
        { id: '2', source: 'a', target: 'e' },
        { id: '3', source: 'a', target: 's' },
        { id: '4', source: 'a', target: 'ghost' },
        { id: '4', source: 'e', target: 'a' },
      ],
    };
    expect(validateFlow(flow)).toEqual([
      { code: 'duplicateId', edgeId: '4' },
      { code: 'edgeUnknownNode', edgeId: '4' },
      { code: 'startHasIncoming', nodeId: 's' },
      { code: 'endHasOutgoing', nodeId: 'e' },
      { code: 'cycle', edgeId: '4', nodeId: 'a' },
      { code: 'cycle', edgeId: '3', nodeId: 's' },
      { code: 'nodeManyOutgoing', nodeId: 'a' },
    ]);
  });

  it('needs a default branch, last, and at least two branches', () => {
    const flow = (branches: { id: string; isDefault: boolean }[]): ApprovalFlowModel => ({
      version: 1,
      nodes: [
        { id: 's', type: 'start' },
        {
          id: 'c',
          type: 'condition',
          name: '',
          branches: branches.map((branch) => ({
            ...branch,
            name: '',
            conditions: branch.isDefault ? [] : [{ subject: 'amount', operator: 'gt', value: 1 }],
          })),
        },
        { id: 'e', type: 'end' },
      ],
      edges: [
        { id: '0', source: 's', target: 'c' },
        ...branches.map((branch) => ({
          id: `to-${branch.id}`,
          source: 'c',
          target: 'e',
          branchId: branch.id,
        })),
      ],
    });
    expect(validateFlow(flow([{ id: 'x', isDefault: true }])).map((issue) => issue.code)).toEqual([
      'conditionTooFewBranches',
    ]);
    expect(
      validateFlow(
        flow([
          { id: 'x', isDefault: false },
          { id: 'y', isDefault: false },
        ]),
      ).map((i) => i.code),
    ).toEqual(['conditionDefaultMissing']);
    expect(
      validateFlow(
        flow([
          { id: 'x', isDefault: true },
          { id: 'y', isDefault: false },
        ]),
      ).map((i) => i.code),
    ).toEqual(['conditionDefaultMisplaced']);
  });

  it('reports an edge of a condition that is none of its branches, and a branch with two edges', () => {
    const flow: ApprovalFlowModel = {
      ...typicalFlow,
      edges: [
        ...typicalFlow.edges,
        { id: 'x1', source: 'route', target: 'notify', branchId: 'nope' },
        { id: 'x2', source: 'route', target: 'end', branchId: 'large' },
      ],
    };
    expect(codes(flow)).toEqual([
      { code: 'edgeUnknownBranch', edgeId: 'x1', nodeId: 'route' },
      { code: 'branchManyEdges', nodeId: 'route', branchId: 'large' },
    ]);
  });

  it('reports a condition on a field the form does not have', () => {
    const flow: ApprovalFlowModel = {
      ...typicalFlow,
      nodes: typicalFlow.nodes.map((node) =>
        node.type === 'condition'
          ? {
              ...node,
              branches: node.branches.map((branch) =>
                branch.id === 'large'
                  ? {
                      ...branch,
                      conditions: [{ subject: 'field', fieldId: 'gone', operator: 'equals', value: 'x' }],
                    }
                  : branch,
              ),
            }
          : node,
      ),
    };
    expect(codes(flow)).toEqual([
      { code: 'branchUnknownField', nodeId: 'route', branchId: 'large', conditionIndex: 0 },
    ]);
    // Without the form's fields, only the field id is needed.
    expect(validateFlow(flow)).toEqual([]);
  });
});

describe('isConditionComplete', () => {
  const select = sampleFormFields[0];
  const cases: [BranchCondition, boolean][] = [
    [{ subject: 'amount', operator: 'gt', value: 5000 }, true],
    [{ subject: 'amount', operator: 'lte', value: 0 }, true],
    [{ subject: 'amount', operator: 'gte', value: null }, false],
    [{ subject: 'amount', operator: 'between', min: 1, max: 2 }, true],
    [{ subject: 'amount', operator: 'between', min: 2, max: 2 }, true],
    [{ subject: 'amount', operator: 'between', min: 3, max: 2 }, false],
    [{ subject: 'amount', operator: 'between', min: null, max: 2 }, false],
    [{ subject: 'field', fieldId: 'expenseType', operator: 'equals', value: 'travel' }, true],
    [{ subject: 'field', fieldId: 'expenseType', operator: 'equals', value: '' }, false],
    [{ subject: 'field', fieldId: null, operator: 'equals', value: 'travel' }, false],
    [{ subject: 'field', fieldId: 'expenseType', operator: 'in', values: [] }, false],
    [{ subject: 'field', fieldId: 'expenseType', operator: 'in', values: ['office'] }, true],
    [{ subject: 'field', fieldId: 'project', operator: 'contains', value: '  ' }, false],
  ];
  it.each(cases)('%j is complete: %s', (condition, complete) => {
    expect(isConditionComplete(condition)).toBe(complete);
  });

  it("refuses an operator the field's type does not offer", () => {
    expect(
      isConditionComplete(
        { subject: 'field', fieldId: 'expenseType', operator: 'contains', value: 'x' },
        select,
      ),
    ).toBe(false);
  });
});
