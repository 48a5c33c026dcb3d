import { createContext, useContext } from 'react';
import type { ApprovalFlowModel, InsertableNodeType } from './model';
import type { FlowStructure, InsertPoint } from './structure';
import type { FlowTexts } from './texts';
import type { FlowIssue } from './validate';

/** What the configuration panel shows: a step (or a condition group), or one branch of a condition. */
export type FlowSelection =
  | { readonly kind: 'node'; readonly nodeId: string }
  | { readonly kind: 'branch'; readonly conditionId: string; readonly branchId: string };

/**
 * Where the focus goes after an edit: elements of both views carry `data-flow-focus` keys.
 * `node:<id>` a step's main button, `branch:<condition>/<branch>` a branch's, `add:…` a "+".
 */
export const focusKeys = {
  node: (id: string) => `node:${id}`,
  branch: (conditionId: string, branchId: string) => `branch:${conditionId}/${branchId}`,
  addAfter: (id: string) => `add:node:${id}`,
  addAtBranch: (conditionId: string, branchId: string) => `add:branch:${conditionId}/${branchId}`,
  move: (id: string, direction: 'up' | 'down') => `move-${direction}:${id}`,
  moveBranch: (conditionId: string, branchId: string, direction: 'before' | 'after') =>
    `branch-${direction}:${conditionId}/${branchId}`,
};

export interface DesignerContextValue {
  readonly model: ApprovalFlowModel;
  readonly structure: FlowStructure;
  readonly readOnly: boolean;
  readonly texts: FlowTexts;
  /** Problems of a node, or of one of its branches. */
  readonly issuesOf: (nodeId: string, branchId?: string) => readonly FlowIssue[];
  readonly selection: FlowSelection | null;
  readonly configure: (selection: FlowSelection) => void;
  readonly insert: (point: InsertPoint, type: InsertableNodeType) => void;
  readonly remove: (nodeId: string) => void;
  readonly canRemove: (nodeId: string) => boolean;
  readonly move: (nodeId: string, direction: 'up' | 'down') => void;
  readonly canMove: (nodeId: string, direction: 'up' | 'down') => boolean;
  readonly addBranch: (conditionId: string) => void;
  readonly removeBranch: (conditionId: string, branchId: string) => void;
  readonly moveBranch: (conditionId: string, branchId: string, direction: 'before' | 'after') => void;
  readonly connectToEnd: (point: Extract<InsertPoint, { kind: 'deadEnd' }>) => void;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('The approval-flow views must be inside ApprovalFlowDesigner');
  return value;
}
