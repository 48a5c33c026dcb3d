import { describe, expect, it } from 'vitest';
import { createEmptyFlow, type ApprovalFlowModel } from './model';
import { findItem, readStructure } from './structure';
import { invalidFlow, typicalFlow } from './test/fixtures';
import { outlineOf as outline } from './test/outline';

describe('reading a flow as chains and groups', () => {
  it('reads the empty flow as start then end', () => {
    const structure = readStructure(createEmptyFlow());
    expect(outline(structure.items)).toBe('start end');
    expect(structure.ending).toBe('end');
    expect(structure.orphans).toEqual([]);
  });

  it('reads the branches of a condition side by side and continues where they meet', () => {
    const structure = readStructure(typicalFlow);
    expect(outline(structure.items)).toBe(
      'start head route[large:finance|travel:travel-desk|otherwise:] notify end',
    );
    const group = structure.items[2];
    expect(group?.kind === 'group' && group.joinId).toBe('notify');
    expect(group?.exitEdgeIds).toEqual(['e6', 'e7', 'e5']);
    expect(group?.insertAfter).toEqual({ kind: 'between', edgeIds: ['e6', 'e7', 'e5'], target: 'notify' });
  });

  it('reads nested groups that meet at the same node as two groups', () => {
    const flow: ApprovalFlowModel = {
      version: 1,
      nodes: [
        { id: 's', type: 'start' },
        {
          id: 'outer',
          type: 'condition',
          name: '',
          branches: [
            { id: 'o1', name: '', isDefault: false, conditions: [] },
            { id: 'o2', name: '', isDefault: true, conditions: [] },
          ],
        },
        {
          id: 'inner',
          type: 'condition',
          name: '',
          branches: [
            { id: 'i1', name: '', isDefault: false, conditions: [] },
            { id: 'i2', name: '', isDefault: true, conditions: [] },
          ],
        },
        { id: 'a', type: 'copyTo', name: '', people: [], roles: [] },
        { id: 'e', type: 'end' },
      ],
      edges: [
        { id: '1', source: 's', target: 'outer' },
        { id: '2', source: 'outer', target: 'inner', branchId: 'o1' },
        { id: '3', source: 'outer', target: 'e', branchId: 'o2' },
        { id: '4', source: 'inner', target: 'a', branchId: 'i1' },
        { id: '5', source: 'inner', target: 'e', branchId: 'i2' },
        { id: '6', source: 'a', target: 'e' },
      ],
    };
    const structure = readStructure(flow);
    expect(outline(structure.items)).toBe('s outer[o1:inner[i1:a|i2:]|o2:] e');
    const inner = findItem(structure, 'inner');
    expect(inner?.item.exitEdgeIds).toEqual(['6', '5']);
    expect(inner?.item.insertAfter).toEqual({ kind: 'between', edgeIds: ['6', '5'], target: 'e' });
  });

  it('shows a branch without an edge as a dead end and lets the others meet', () => {
    const structure = readStructure(invalidFlow);
    expect(outline(structure.items)).toBe('start a1 c1[b1:|b2:!deadEnd|b3:] cc end');
    const group = structure.items[2];
    expect(group?.kind === 'group' && group.tracks[1]?.insertAtStart).toEqual({
      kind: 'deadEnd',
      source: 'c1',
      branchId: 'b2',
    });
  });

  it('lets the live branches meet when one branch stops at a node with nothing after it', () => {
    const flow: ApprovalFlowModel = {
      ...invalidFlow,
      nodes: [...invalidFlow.nodes, { id: 'stuck', type: 'copyTo', name: '', people: [], roles: [] }],
      edges: [...invalidFlow.edges, { id: 'e4', source: 'c1', target: 'stuck', branchId: 'b2' }],
    };
    const structure = readStructure(flow);
    expect(outline(structure.items)).toBe('start a1 c1[b1:|b2:stuck!deadEnd|b3:] cc end');
    const stuck = findItem(structure, 'stuck');
    expect(stuck?.item.insertAfter).toEqual({ kind: 'deadEnd', source: 'stuck', branchId: null });
  });

  it('lists the nodes the start does not reach as orphans, a repeated id among them', () => {
    const flow: ApprovalFlowModel = {
      ...createEmptyFlow(),
      nodes: [
        ...createEmptyFlow().nodes,
        { id: 'lost', type: 'copyTo', name: '', people: [], roles: [] },
        { id: 'end', type: 'end' },
      ],
    };
    const structure = readStructure(flow);
    expect(structure.orphans.map((node) => node.id)).toEqual(['lost', 'end']);
    expect(structure.orphans[1]).toBe(flow.nodes[3]);
  });

  it('stops at a loop instead of reading forever', () => {
    const flow: ApprovalFlowModel = {
      version: 1,
      nodes: [
        { id: 's', type: 'start' },
        { id: 'a', type: 'copyTo', name: '', people: [], roles: [] },
        { id: 'b', type: 'copyTo', name: '', people: [], roles: [] },
      ],
      edges: [
        { id: '1', source: 's', target: 'a' },
        { id: '2', source: 'a', target: 'b' },
        { id: '3', source: 'b', target: 'a' },
      ],
    };
    const structure = readStructure(flow);
    expect(outline(structure.items)).toBe('s a b');
    expect(structure.ending).toBe('loop');
  });

  it('reads nothing but orphans without a start', () => {
    const flow: ApprovalFlowModel = { version: 1, nodes: [{ id: 'end', type: 'end' }], edges: [] };
    expect(readStructure(flow)).toEqual({ items: [], ending: 'deadEnd', orphans: flow.nodes });
  });
});
