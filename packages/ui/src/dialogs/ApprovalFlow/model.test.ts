import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { approvalFlowSchema, createEmptyFlow, parseApprovalFlow } from './model';
import { invalidFlow, typicalFlow } from './test/fixtures';
import { validateFlow } from './validate';

describe('the approval flow model', () => {
  it('accepts the typical flow, the invalid one and an empty one as they are', () => {
    for (const flow of [typicalFlow, invalidFlow, createEmptyFlow()])
      expect(approvalFlowSchema.parse(flow)).toEqual(flow);
  });

  it('reads a flow from its JSON text', () => {
    expect(parseApprovalFlow(JSON.stringify(typicalFlow))).toEqual(typicalFlow);
  });

  it('starts a new flow as the submitter followed by the end, which is valid', () => {
    const flow = createEmptyFlow();
    expect(flow.nodes.map((node) => node.type)).toEqual(['start', 'end']);
    expect(validateFlow(flow)).toEqual([]);
  });

  it('refuses an unknown version, node type, operator or sign mode', () => {
    expect(() => parseApprovalFlow({ ...typicalFlow, version: 2 })).toThrow(ZodError);
    expect(() =>
      parseApprovalFlow({ ...typicalFlow, nodes: [...typicalFlow.nodes, { id: 'x', type: 'timer' }] }),
    ).toThrow(ZodError);
    const badOperator = {
      ...typicalFlow,
      nodes: typicalFlow.nodes.map((node) =>
        node.type === 'condition'
          ? {
              ...node,
              branches: [
                {
                  id: 'b',
                  name: '',
                  isDefault: false,
                  conditions: [{ subject: 'amount', operator: 'ne', value: 1 }],
                },
              ],
            }
          : node,
      ),
    };
    expect(() => parseApprovalFlow(badOperator)).toThrow(ZodError);
    const badSign = {
      ...typicalFlow,
      nodes: typicalFlow.nodes.map((node) =>
        node.type === 'approver' ? { ...node, signMode: 'majority' } : node,
      ),
    };
    expect(() => parseApprovalFlow(badSign)).toThrow(ZodError);
  });

  it('refuses a department head above level 5 and an empty id', () => {
    const tooHigh = {
      ...typicalFlow,
      nodes: typicalFlow.nodes.map((node) =>
        node.id === 'head' ? { ...node, assignee: { kind: 'departmentHead', level: 6 } } : node,
      ),
    };
    expect(approvalFlowSchema.safeParse(tooHigh).success).toBe(false);
    expect(
      approvalFlowSchema.safeParse({ ...createEmptyFlow(), nodes: [{ id: '', type: 'start' }] }).success,
    ).toBe(false);
  });
});
