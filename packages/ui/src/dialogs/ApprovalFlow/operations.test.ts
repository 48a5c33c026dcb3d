import { describe, expect, it } from 'vitest';
import { createEmptyFlow, type ApprovalFlowModel } from './model';
import {
  addBranch,
  canMoveBranch,
  canMoveStep,
  canRemoveBranch,
  canRemoveStep,
  connectToEnd,
  createIdFactory,
  insertStep,
  moveBranch,
  moveStep,
  removeBranch,
  removeStep,
  updateBranch,
  updateNode,
} from './operations';
import { findItem, readStructure, type InsertPoint } from './structure';
import { invalidFlow, sequentialIds, typicalFlow } from './test/fixtures';
import { outline } from './test/outline';
import { validateFlow } from './validate';

const afterNode = (model: ApprovalFlowModel, nodeId: string): InsertPoint => {
  const point = findItem(readStructure(model), nodeId)?.item.insertAfter;
  if (!point) throw new Error(`nothing can follow ${nodeId}`);
  return point;
};

const branchStart = (model: ApprovalFlowModel, conditionId: string, branchId: string): InsertPoint => {
  const item = findItem(readStructure(model), conditionId)?.item;
  const track =
    item?.kind === 'group' ? item.tracks.find((candidate) => candidate.branch.id === branchId) : undefined;
  if (!track) throw new Error(`no branch ${branchId}`);
  return track.insertAtStart;
};

describe('inserting steps', () => {
  it('adds an approver between the start and the end', () => {
    const { model, nodeId } = insertStep(
      createEmptyFlow(),
      afterNode(createEmptyFlow(), 'start'),
      'approver',
      sequentialIds(),
    );
    expect(nodeId).toBe('approver-1');
    expect(outline(model)).toBe('start approver-1 end');
    expect(model.edges).toEqual([
      { id: 'start-end', source: 'start', target: 'approver-1' },
      { id: 'edge-1', source: 'approver-1', target: 'end' },
    ]);
    expect(model.nodes[2]).toEqual({
      id: 'approver-1',
      type: 'approver',
      name: '',
      assignee: null,
      signMode: 'all',
      whenEmpty: 'admin',
    });
  });

  it('adds a condition with a branch to configure and the default branch, both leading on', () => {
    const { model } = insertStep(
      createEmptyFlow(),
      afterNode(createEmptyFlow(), 'start'),
      'condition',
      sequentialIds(),
    );
    expect(outline(model)).toBe('start condition-1[branch-1:|branch-2:] end');
    const condition = model.nodes.find((node) => node.id === 'condition-1');
    expect(condition?.type === 'condition' && condition.branches.map((branch) => branch.isDefault)).toEqual([
      false,
      true,
    ]);
    expect(validateFlow(model)).toEqual([
      { code: 'branchNoConditions', nodeId: 'condition-1', branchId: 'branch-1' },
    ]);
  });

  it('adds a step at the top of a branch, and after a whole group', () => {
    const ids = sequentialIds();
    let model = insertStep(typicalFlow, branchStart(typicalFlow, 'route', 'otherwise'), 'copyTo', ids).model;
    expect(outline(model)).toBe(
      'start head route[large:finance|travel:travel-desk|otherwise:copyTo-1] notify end',
    );
    model = insertStep(model, afterNode(model, 'route'), 'approver', ids).model;
    expect(outline(model)).toBe(
      'start head route[large:finance|travel:travel-desk|otherwise:copyTo-1] approver-1 notify end',
    );
    // The edges out of every branch now lead to the new step: the otherwise branch's is the new one.
    expect(model.edges.filter((edge) => edge.target === 'approver-1').map((edge) => edge.id)).toEqual([
      'e6',
      'e7',
      'edge-1',
    ]);
  });

  it('adds a group inside a branch and keeps it apart from the outer one', () => {
    const ids = sequentialIds();
    let model = insertStep(typicalFlow, afterNode(typicalFlow, 'finance'), 'condition', ids).model;
    expect(outline(model)).toBe(
      'start head route[large:finance condition-1[branch-1:|branch-2:]|travel:travel-desk|otherwise:] notify end',
    );
    // After the inner group: still inside the outer branch.
    model = insertStep(model, afterNode(model, 'condition-1'), 'copyTo', ids).model;
    expect(outline(model)).toBe(
      'start head route[large:finance condition-1[branch-1:|branch-2:] copyTo-1|travel:travel-desk|otherwise:] notify end',
    );
  });

  it('continues a dead end, keeping the branch of the edge', () => {
    const { model } = insertStep(
      invalidFlow,
      branchStart(invalidFlow, 'c1', 'b2'),
      'approver',
      sequentialIds(),
    );
    expect(model.edges.at(-1)).toEqual({ id: 'edge-1', source: 'c1', target: 'approver-1', branchId: 'b2' });
    expect(outline(model)).toBe('start a1 c1[b1:|b2:approver-1!deadEnd|b3:] cc end');
  });

  it('makes ids that are not in use yet', () => {
    const clashing = () => 'e1';
    expect(() => insertStep(typicalFlow, afterNode(typicalFlow, 'start'), 'approver', clashing)).toThrow(
      /in use/,
    );
    const factory = createIdFactory();
    const first = factory('approver');
    expect(first).toMatch(/^approver-/);
    expect(factory('approver')).not.toBe(first);
  });
});

describe('leading a dead end to the end', () => {
  it('connects a branch without an edge to the end', () => {
    const point = branchStart(invalidFlow, 'c1', 'b2');
    if (point.kind !== 'deadEnd') throw new Error('expected a dead end');
    const model = connectToEnd(invalidFlow, point, sequentialIds());
    expect(model.edges.at(-1)).toEqual({ id: 'edge-1', source: 'c1', target: 'end', branchId: 'b2' });
    expect(validateFlow(model).map((issue) => issue.code)).not.toContain('branchDangling');
  });
});

describe('removing steps', () => {
  it('removes an approver and joins its neighbours', () => {
    const model = removeStep(typicalFlow, 'head');
    expect(outline(model)).toBe('start route[large:finance|travel:travel-desk|otherwise:] notify end');
    expect(model.edges.find((edge) => edge.id === 'e1')).toEqual({
      id: 'e1',
      source: 'start',
      target: 'route',
    });
    expect(validateFlow(model)).toEqual([]);
  });

  it('removes the only step of a branch, which then leads straight to where the branches meet', () => {
    const model = removeStep(typicalFlow, 'finance');
    expect(outline(model)).toBe('start head route[large:|travel:travel-desk|otherwise:] notify end');
    expect(model.edges.find((edge) => edge.id === 'e3')).toEqual({
      id: 'e3',
      source: 'route',
      target: 'notify',
      branchId: 'large',
    });
  });

  it('removes a condition with all its branches', () => {
    const model = removeStep(typicalFlow, 'route');
    expect(outline(model)).toBe('start head notify end');
    expect(model.nodes.map((node) => node.id)).toEqual(['start', 'head', 'notify', 'end']);
    expect(model.edges.map((edge) => edge.id)).toEqual(['e1', 'e2', 'e8']);
    expect(validateFlow(model)).toEqual([]);
  });

  it('never removes the start or the end in use, but removes an extra one', () => {
    expect(canRemoveStep(typicalFlow, 'start')).toBe(false);
    expect(removeStep(typicalFlow, 'end')).toBe(typicalFlow);
    const extra: ApprovalFlowModel = {
      ...typicalFlow,
      nodes: [...typicalFlow.nodes, { id: 'end-2', type: 'end' }],
    };
    expect(removeStep(extra, 'end-2')).toEqual(typicalFlow);
  });

  it('removes a step at a dead end with the edge into it', () => {
    const flow: ApprovalFlowModel = {
      ...createEmptyFlow(),
      nodes: [...createEmptyFlow().nodes, { id: 'x', type: 'copyTo', name: '', people: [], roles: [] }],
      edges: [{ id: 'in', source: 'start', target: 'x' }],
    };
    expect(removeStep(flow, 'x')).toEqual({ ...flow, nodes: createEmptyFlow().nodes, edges: [] });
  });
});

describe('moving steps', () => {
  it('moves a step up past another', () => {
    const ids = sequentialIds();
    const withTwo = insertStep(typicalFlow, afterNode(typicalFlow, 'notify'), 'approver', ids).model;
    expect(outline(withTwo)).toBe(
      'start head route[large:finance|travel:travel-desk|otherwise:] notify approver-1 end',
    );
    const moved = moveStep(withTwo, 'approver-1', 'up');
    expect(outline(moved)).toBe(
      'start head route[large:finance|travel:travel-desk|otherwise:] approver-1 notify end',
    );
    expect(moved.edges.length).toBe(withTwo.edges.length);
    expect(moveStep(moved, 'approver-1', 'down')).toEqual(withTwo);
  });

  it('moves a step past a whole group, and a group past a step', () => {
    const down = moveStep(typicalFlow, 'head', 'down');
    expect(outline(down)).toBe('start route[large:finance|travel:travel-desk|otherwise:] head notify end');
    expect(validateFlow(down)).toEqual([]);
    const back = moveStep(down, 'route', 'down');
    expect(outline(back)).toBe('start head route[large:finance|travel:travel-desk|otherwise:] notify end');
    const groupUp = moveStep(typicalFlow, 'route', 'up');
    expect(outline(groupUp)).toBe('start route[large:finance|travel:travel-desk|otherwise:] head notify end');
  });

  it('moves steps within a branch', () => {
    const ids = sequentialIds();
    const model = insertStep(typicalFlow, afterNode(typicalFlow, 'finance'), 'copyTo', ids).model;
    const moved = moveStep(model, 'copyTo-1', 'up');
    expect(outline(moved)).toBe(
      'start head route[large:copyTo-1 finance|travel:travel-desk|otherwise:] notify end',
    );
    expect(validateFlow(moved).map((issue) => issue.code)).toEqual(['copyToEmpty']);
  });

  it('never moves past the start or the end, nor out of a branch', () => {
    expect(canMoveStep(typicalFlow, 'head', 'up')).toBe(false);
    expect(canMoveStep(typicalFlow, 'notify', 'down')).toBe(false);
    expect(canMoveStep(typicalFlow, 'finance', 'up')).toBe(false);
    expect(canMoveStep(typicalFlow, 'finance', 'down')).toBe(false);
    expect(moveStep(typicalFlow, 'finance', 'down')).toBe(typicalFlow);
    expect(canMoveStep(typicalFlow, 'start', 'down')).toBe(false);
  });
});

describe('branches', () => {
  it('adds a branch before the default one, leading where the branches meet', () => {
    const { model, branchId } = addBranch(typicalFlow, 'route', sequentialIds());
    expect(branchId).toBe('branch-1');
    expect(outline(model)).toBe(
      'start head route[large:finance|travel:travel-desk|branch-1:|otherwise:] notify end',
    );
    expect(model.edges.at(-1)).toEqual({
      id: 'edge-1',
      source: 'route',
      target: 'notify',
      branchId: 'branch-1',
    });
  });

  it('removes a branch with what is in it, but not the default one nor below two branches', () => {
    const model = removeBranch(typicalFlow, 'route', 'large');
    expect(outline(model)).toBe('start head route[travel:travel-desk|otherwise:] notify end');
    expect(model.nodes.some((node) => node.id === 'finance')).toBe(false);
    expect(validateFlow(model)).toEqual([]);
    expect(removeBranch(typicalFlow, 'route', 'otherwise')).toBe(typicalFlow);
    expect(removeBranch(model, 'route', 'travel')).toBe(model);
    const route = model.nodes.find((node) => node.id === 'route');
    expect(route?.type === 'condition' && canRemoveBranch(route, 'travel')).toBe(false);
  });

  it('moves a branch in priority order, never past the default one', () => {
    const model = moveBranch(typicalFlow, 'route', 'travel', 'before');
    expect(outline(model)).toBe('start head route[travel:travel-desk|large:finance|otherwise:] notify end');
    expect(moveBranch(typicalFlow, 'route', 'travel', 'after')).toBe(typicalFlow);
    const route = typicalFlow.nodes.find((node) => node.id === 'route');
    if (route?.type !== 'condition') throw new Error('expected the condition');
    expect(canMoveBranch(route, 'large', 'before')).toBe(false);
    expect(canMoveBranch(route, 'large', 'after')).toBe(true);
    expect(canMoveBranch(route, 'otherwise', 'before')).toBe(false);
  });
});

describe('updating', () => {
  it('replaces a node and a branch by id, leaving the rest as it was', () => {
    const head = typicalFlow.nodes[1];
    if (head?.type !== 'approver') throw new Error('expected the approver');
    const renamed = updateNode(typicalFlow, { ...head, name: 'Manager' });
    expect(renamed.nodes[1]).toEqual({ ...head, name: 'Manager' });
    expect(renamed.nodes[2]).toBe(typicalFlow.nodes[2]);
    const route = typicalFlow.nodes[2];
    if (route?.type !== 'condition') throw new Error('expected the condition');
    const branch = { ...(route.branches[0] as (typeof route.branches)[number]), name: 'Over 5k' };
    const updated = updateBranch(typicalFlow, 'route', branch);
    expect(updated.nodes[2]?.type === 'condition' && updated.nodes[2].branches[0]).toEqual(branch);
  });
});
