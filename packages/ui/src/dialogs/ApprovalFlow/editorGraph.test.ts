import { describe, expect, it } from 'vitest';
import { fromEditorGraph, toEditorGraph } from './editorGraph';
import { createEmptyFlow, parseApprovalFlow, type ApprovalFlowModel } from './model';
import { insertStep, sequentialIdsFor } from './test/roundTrip';
import { invalidFlow, typicalFlow } from './test/fixtures';

const broken: ApprovalFlowModel = {
  version: 1,
  nodes: [
    { id: 'end', type: 'end' },
    { id: 'start', type: 'start' },
    { id: 'a', type: 'copyTo', name: 'Loop', people: [], roles: [] },
    { id: 'a', type: 'copyTo', name: 'Same id', people: [], roles: [] },
    { id: 'lonely', type: 'condition', name: 'Nothing leads here', branches: [] },
  ],
  edges: [
    { id: 'x', source: 'start', target: 'a' },
    { id: 'y', source: 'a', target: 'start' },
    { id: 'z', source: 'a', target: 'nowhere' },
    { id: 'x', source: 'ghost', target: 'end', branchId: 'b' },
  ],
};

describe('model → editor graph → model', () => {
  it.each([
    ['empty', createEmptyFlow()],
    ['typical', typicalFlow],
    ['invalid', invalidFlow],
    ['broken', broken],
    ['edited', insertStep(typicalFlow, 'finance', 'condition', sequentialIdsFor())],
  ])('gives back the %s flow identical, to the JSON text', (_name, model) => {
    const graph = toEditorGraph(model);
    const back = fromEditorGraph(graph);
    expect(JSON.stringify(back)).toBe(JSON.stringify(model));
    // The graph itself is plain data: stored and read again, it still gives the model back.
    expect(fromEditorGraph(JSON.parse(JSON.stringify(graph)) as typeof graph)).toEqual(model);
    expect(parseApprovalFlow(JSON.stringify(back))).toEqual(model);
  });

  it('gives every canvas node and edge a unique id and positions every node', () => {
    for (const model of [typicalFlow, invalidFlow, broken]) {
      const graph = toEditorGraph(model);
      expect(new Set(graph.nodes.map((node) => node.id)).size).toBe(graph.nodes.length);
      expect(new Set(graph.edges.map((edge) => edge.id)).size).toBe(graph.edges.length);
      for (const node of graph.nodes) expect(Number.isFinite(node.position.x + node.position.y)).toBe(true);
    }
  });

  it('hides the edges whose nodes are not drawn and draws the rest between drawn nodes', () => {
    const graph = toEditorGraph(broken);
    const ids = new Set(graph.nodes.map((node) => node.id));
    for (const edge of graph.edges) {
      if (edge.hidden) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(false);
      else expect(ids.has(edge.source) && ids.has(edge.target), edge.id).toBe(true);
    }
    expect(graph.edges.filter((edge) => edge.hidden).map((edge) => edge.data?.modelEdge?.id)).toEqual([
      'z',
      'x',
    ]);
  });

  it('lists the canvas nodes in reading order, for the tab order', () => {
    const graph = toEditorGraph(typicalFlow);
    expect(graph.nodes.map((node) => node.id)).toEqual([
      'start',
      'head',
      'route',
      'route::branch::large',
      'finance',
      'route::branch::travel',
      'travel-desk',
      'route::branch::otherwise',
      'route::join',
      'notify',
      'end',
    ]);
  });
});
