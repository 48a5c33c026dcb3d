import type { ApprovalFlowModel } from '../model';
import { readStructure, type FlowItem } from '../structure';

/** A flow as a one-line outline: ids in chain order, a group as `id[branch:… | branch:…]`. */
export function outlineOf(items: readonly FlowItem[]): string {
  return items
    .map((item) =>
      item.kind === 'node'
        ? item.node.id
        : `${item.node.id}[${item.tracks
            .map(
              (track) =>
                `${track.branch.id}:${outlineOf(track.items)}${track.ending === 'join' ? '' : `!${track.ending}`}`,
            )
            .join('|')}]`,
    )
    .join(' ');
}

export const outline = (model: ApprovalFlowModel) => outlineOf(readStructure(model).items);
