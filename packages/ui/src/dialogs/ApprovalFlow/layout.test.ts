import { describe, expect, it } from 'vitest';
import { layoutFlow, layoutMetrics as M, type LayoutBox } from './layout';
import { createEmptyFlow, type ApprovalFlowModel } from './model';
import { invalidFlow, typicalFlow } from './test/fixtures';

const box = (boxes: readonly LayoutBox[], id: string) => {
  const found = boxes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no box ${id}`);
  return found;
};
const centre = (b: LayoutBox) => b.x + b.width / 2;
const overlaps = (a: LayoutBox, b: LayoutBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the layout', () => {
  it('puts the end under the start, a gap apart, on one centre line', () => {
    const { boxes, links } = layoutFlow(createEmptyFlow());
    const start = box(boxes, 'start');
    const end = box(boxes, 'end');
    expect(start).toMatchObject({ x: 0, y: 0, width: M.cardWidth, height: M.cardHeight });
    expect(end.y).toBe(M.cardHeight + M.gap);
    expect(centre(end)).toBe(centre(start));
    expect(links).toEqual([
      { id: '::link-1', source: 'start', target: 'end', kind: 'next', edgeId: 'start-end', edgeIndex: 0 },
    ]);
  });

  it('puts the branches side by side under their condition and goes on below where they meet', () => {
    const { boxes } = layoutFlow(typicalFlow);
    const route = box(boxes, 'route');
    const branches = ['large', 'travel', 'otherwise'].map((id) => box(boxes, `route::branch::${id}`));
    const join = box(boxes, 'route::join');
    const notify = box(boxes, 'notify');
    expect(new Set(branches.map((b) => b.y)).size).toBe(1);
    expect(branches[0]?.y).toBe(route.y + M.conditionHeight + M.groupTop);
    expect(branches.map((b) => b.x)).toEqual([...branches.map((b) => b.x)].sort((a, b) => a - b));
    expect((branches[1]?.x ?? 0) - (branches[0]?.x ?? 0)).toBe(M.cardWidth + M.branchGap);
    // The group is centred on the main line, the join under the tallest branch.
    expect(centre(branches[1] as LayoutBox)).toBe(centre(route));
    expect(centre(join)).toBe(centre(route));
    expect(join.y).toBe(box(boxes, 'finance').y + M.cardHeight + M.gap);
    expect(notify.y).toBe(join.y + join.height - 1 + M.gap);
    expect(centre(notify)).toBe(centre(route));
  });

  it('never overlaps two boxes', () => {
    for (const flow of [typicalFlow, invalidFlow]) {
      const { boxes } = layoutFlow(flow);
      for (const a of boxes)
        for (const b of boxes) if (a !== b) expect(overlaps(a, b), `${a.id} ${b.id}`).toBe(false);
    }
  });

  it('draws every model edge once, and the lines the drawing adds without one', () => {
    const { links } = layoutFlow(typicalFlow);
    const drawn = links.flatMap((link) => (link.edgeId === null ? [] : [link.edgeId]));
    expect([...drawn].sort()).toEqual(typicalFlow.edges.map((edge) => edge.id).sort());
    expect(links.filter((link) => link.kind === 'branch').map((link) => link.target)).toEqual([
      'route::branch::large',
      'route::branch::travel',
      'route::branch::otherwise',
    ]);
    expect(links.find((link) => link.source === 'route::branch::otherwise')).toMatchObject({
      target: 'route::join',
      kind: 'merge',
      edgeId: 'e5',
    });
  });

  it('marks a branch that leads nowhere, with the dead end it can be led on from', () => {
    const { boxes, links } = layoutFlow(invalidFlow);
    const marker = boxes.find((candidate) => candidate.kind === 'marker');
    expect(marker).toMatchObject({
      kind: 'marker',
      reason: 'deadEnd',
      point: { kind: 'deadEnd', source: 'c1', branchId: 'b2' },
    });
    expect(links.find((link) => link.target === marker?.id)?.source).toBe('c1::branch::b2');
    expect(links.some((link) => link.source === 'c1::branch::b2' && link.target === 'c1::join')).toBe(false);
  });

  it('puts the nodes the start does not reach in a column on the right, and draws stray edges', () => {
    const flow: ApprovalFlowModel = {
      ...typicalFlow,
      nodes: [...typicalFlow.nodes, { id: 'lost', type: 'copyTo', name: '', people: [], roles: [] }],
      edges: [...typicalFlow.edges, { id: 'back', source: 'notify', target: 'head' }],
    };
    const layout = layoutFlow(flow);
    const lost = box(layout.boxes, '::orphan-1');
    const rightmost = Math.max(...layout.boxes.filter((b) => b !== lost).map((b) => b.x + b.width));
    expect(lost.x).toBe(rightmost + M.orphanGap);
    expect(lost).toMatchObject({ kind: 'step', orphan: true });
    expect(layout.links.at(-1)).toMatchObject({
      source: 'notify',
      target: 'head',
      kind: 'stray',
      edgeId: 'back',
    });
  });
});
