import { z } from 'zod';

/**
 * The approval flow as JSON: a directed graph of nodes and edges, like BPMN without the XML.
 *
 * - `start` (the submitter) leads, through approver, copy-to and condition nodes, to `end`.
 * - A `condition` node is an exclusive gateway: it holds its `branches` in priority order and each
 *   branch leaves it through one edge that names it (`branchId`). The first branch whose
 *   conditions all match is taken; the last branch is the default ("otherwise") and has none.
 * - Branches meet again at the first node every one of them reaches (there is no "merge" node).
 *
 * The editor never stores positions: the layout is computed from the graph every time.
 */
export const APPROVAL_FLOW_VERSION = 1;

/** A person chosen as approver or copy recipient; the name is kept so that the flow reads without a lookup. */
export interface PersonRef {
  readonly id: string;
  readonly name: string;
}

/** A role (finance manager, HR business partner...): every holder of it is an approver. */
export interface RoleRef {
  readonly id: string;
  readonly name: string;
}

/** The most levels a department-head approver can climb above the submitter's own department. */
export const MAX_DEPARTMENT_HEAD_LEVEL = 5;

export type ApproverAssignee =
  | { readonly kind: 'person'; readonly people: readonly PersonRef[] }
  | { readonly kind: 'role'; readonly roles: readonly RoleRef[] }
  /** The head of the submitter's department (level 1), or of the department `level - 1` above it. */
  | { readonly kind: 'departmentHead'; readonly level: number };

export type ApproverKind = ApproverAssignee['kind'];

/** `all`: every approver of the step must approve (countersign); `any`: the first answer decides. */
export type SignMode = 'all' | 'any';

/** When the step finds nobody to ask: `skip` it, or pass it to the tenant's `admin`. */
export type WhenEmpty = 'skip' | 'admin';

export const amountOperators = ['gt', 'gte', 'lt', 'lte', 'between'] as const;
export type AmountOperator = (typeof amountOperators)[number];

export const fieldOperators = ['equals', 'in', 'contains'] as const;
export type FieldOperator = (typeof fieldOperators)[number];

/**
 * One test of a branch. A branch matches when all of its conditions do.
 * - amount: `gt` `gte` `lt` `lte` compare with `value`; `between` is `min <= amount <= max`.
 * - field: `equals` one value; `in` one of `values` (a choice field); `contains` a text, or an option
 *   of a multiple-choice field.
 */
export type BranchCondition =
  | {
      readonly subject: 'amount';
      readonly operator: Exclude<AmountOperator, 'between'>;
      readonly value: number | null;
    }
  | {
      readonly subject: 'amount';
      readonly operator: 'between';
      readonly min: number | null;
      readonly max: number | null;
    }
  | {
      readonly subject: 'field';
      readonly fieldId: string | null;
      readonly operator: 'equals';
      readonly value: string | number | null;
    }
  | {
      readonly subject: 'field';
      readonly fieldId: string | null;
      readonly operator: 'in';
      readonly values: readonly string[];
    }
  | {
      readonly subject: 'field';
      readonly fieldId: string | null;
      readonly operator: 'contains';
      readonly value: string;
    };

export interface ConditionBranch {
  readonly id: string;
  /** Shown on the branch; "Branch 2" or "Otherwise" when empty. */
  readonly name: string;
  /** The default branch, taken when no other matches: the last one, without conditions. */
  readonly isDefault: boolean;
  readonly conditions: readonly BranchCondition[];
}

export interface StartNode {
  readonly id: string;
  readonly type: 'start';
}

export interface ApproverNode {
  readonly id: string;
  readonly type: 'approver';
  /** Shown on the card; the type's name when empty. */
  readonly name: string;
  /** Who approves; null until chosen. */
  readonly assignee: ApproverAssignee | null;
  readonly signMode: SignMode;
  readonly whenEmpty: WhenEmpty;
}

export interface CopyToNode {
  readonly id: string;
  readonly type: 'copyTo';
  readonly name: string;
  readonly people: readonly PersonRef[];
  readonly roles: readonly RoleRef[];
}

export interface ConditionNode {
  readonly id: string;
  readonly type: 'condition';
  readonly name: string;
  /** In priority order; the default branch last. */
  readonly branches: readonly ConditionBranch[];
}

export interface EndNode {
  readonly id: string;
  readonly type: 'end';
}

export type ApprovalFlowNode = StartNode | ApproverNode | CopyToNode | ConditionNode | EndNode;
export type ApprovalFlowNodeType = ApprovalFlowNode['type'];

/** The nodes a person adds; start and end come with every flow. */
export const insertableNodeTypes = ['approver', 'copyTo', 'condition'] as const;
export type InsertableNodeType = (typeof insertableNodeTypes)[number];

export interface ApprovalFlowEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** Set on the edges that leave a condition node: the branch this edge is. */
  readonly branchId?: string;
}

export interface ApprovalFlowModel {
  readonly version: typeof APPROVAL_FLOW_VERSION;
  readonly nodes: readonly ApprovalFlowNode[];
  readonly edges: readonly ApprovalFlowEdge[];
}

/** A field of the form that conditions can test. */
export interface FlowFormField {
  readonly id: string;
  /** The field's name in the interface language. */
  readonly label: string;
  /** `select`: one choice among `options`; `multiSelect`: several. */
  readonly type: 'text' | 'number' | 'select' | 'multiSelect';
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/** The operators a field of each type offers. */
export const fieldOperatorsByType: Readonly<Record<FlowFormField['type'], readonly FieldOperator[]>> = {
  text: ['equals', 'contains'],
  number: ['equals'],
  select: ['equals', 'in'],
  multiSelect: ['contains'],
};

const id = z.string().min(1);
const ref = z.object({ id, name: z.string() });
const amount = z.number().finite().nullable();

const conditionSchema = z.union([
  z.object({ subject: z.literal('amount'), operator: z.enum(['gt', 'gte', 'lt', 'lte']), value: amount }),
  z.object({ subject: z.literal('amount'), operator: z.literal('between'), min: amount, max: amount }),
  z.object({
    subject: z.literal('field'),
    fieldId: id.nullable(),
    operator: z.literal('equals'),
    value: z.union([z.string(), z.number().finite()]).nullable(),
  }),
  z.object({
    subject: z.literal('field'),
    fieldId: id.nullable(),
    operator: z.literal('in'),
    values: z.array(z.string()),
  }),
  z.object({
    subject: z.literal('field'),
    fieldId: id.nullable(),
    operator: z.literal('contains'),
    value: z.string(),
  }),
]);

const assigneeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), people: z.array(ref) }),
  z.object({ kind: z.literal('role'), roles: z.array(ref) }),
  z.object({
    kind: z.literal('departmentHead'),
    level: z.number().int().min(1).max(MAX_DEPARTMENT_HEAD_LEVEL),
  }),
]);

const nodeSchema = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('start') }),
  z.object({
    id,
    type: z.literal('approver'),
    name: z.string(),
    assignee: assigneeSchema.nullable(),
    signMode: z.enum(['all', 'any']),
    whenEmpty: z.enum(['skip', 'admin']),
  }),
  z.object({ id, type: z.literal('copyTo'), name: z.string(), people: z.array(ref), roles: z.array(ref) }),
  z.object({
    id,
    type: z.literal('condition'),
    name: z.string(),
    branches: z.array(
      z.object({ id, name: z.string(), isDefault: z.boolean(), conditions: z.array(conditionSchema) }),
    ),
  }),
  z.object({ id, type: z.literal('end') }),
]);

const edgeSchema = z.object({ id, source: id, target: id, branchId: id.optional() });

/**
 * The shape of a stored flow. It checks the JSON only: a flow of the right shape can still be
 * incomplete or broken (no end, a branch leading nowhere), which `validateFlow` reports.
 */
export const approvalFlowSchema: z.ZodType<ApprovalFlowModel> = z.object({
  version: z.literal(APPROVAL_FLOW_VERSION),
  nodes: z.array(nodeSchema),
  edges: z.array(edgeSchema),
});

/** Reads a stored flow (JSON text or a parsed value); throws a ZodError when its shape is wrong. */
export function parseApprovalFlow(json: unknown): ApprovalFlowModel {
  return approvalFlowSchema.parse(typeof json === 'string' ? (JSON.parse(json) as unknown) : json);
}

/** A new flow: the submitter, then the end. */
export function createEmptyFlow(): ApprovalFlowModel {
  return {
    version: APPROVAL_FLOW_VERSION,
    nodes: [
      { id: 'start', type: 'start' },
      { id: 'end', type: 'end' },
    ],
    edges: [{ id: 'start-end', source: 'start', target: 'end' }],
  };
}
