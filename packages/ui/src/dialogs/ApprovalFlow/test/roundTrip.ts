import type { ApprovalFlowModel, InsertableNodeType } from '../model';
import { insertStep as insert, type IdFactory } from '../operations';
import { findItem, readStructure } from '../structure';
import { sequentialIds } from './fixtures';

/** Inserts a step after a node, for tests that need an edited flow. */
export function insertStep(
  model: ApprovalFlowModel,
  afterId: string,
  type: InsertableNodeType,
  ids: IdFactory,
): ApprovalFlowModel {
  const point = findItem(readStructure(model), afterId)?.item.insertAfter;
  if (!point) throw new Error(`nothing can follow ${afterId}`);
  return insert(model, point, type, ids).model;
}

export const sequentialIdsFor = sequentialIds;
