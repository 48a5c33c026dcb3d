// The package's index is one flat namespace shared by every component: the public names here say
// "approval flow", and the edits and the layout come as namespaces.
export {
  ApprovalFlowDesigner,
  type ApprovalFlowDesignerHandle,
  type ApprovalFlowDesignerProps,
  type ApprovalFlowView,
} from './ApprovalFlowDesigner';
export { ApprovalFlowDialog, type ApprovalFlowDialogProps } from './ApprovalFlowDialog';
export { approvalFlowMessages, type ApprovalFlowMessageId } from './ApprovalFlowDesigner.messages';
export type {
  PickerOption as ApprovalFlowOption,
  OptionLoader as ApprovalFlowOptionLoader,
} from './OptionPicker';
export {
  APPROVAL_FLOW_VERSION,
  MAX_DEPARTMENT_HEAD_LEVEL as APPROVAL_FLOW_MAX_DEPARTMENT_HEAD_LEVEL,
  amountOperators as approvalFlowAmountOperators,
  approvalFlowSchema,
  createEmptyFlow as createEmptyApprovalFlow,
  fieldOperators as approvalFlowFieldOperators,
  fieldOperatorsByType as approvalFlowFieldOperatorsByType,
  insertableNodeTypes as approvalFlowStepTypes,
  parseApprovalFlow,
  type AmountOperator as ApprovalFlowAmountOperator,
  type ApprovalFlowEdge,
  type ApprovalFlowModel,
  type ApprovalFlowNode,
  type ApprovalFlowNodeType,
  type ApproverAssignee as ApprovalFlowAssignee,
  type ApproverKind as ApprovalFlowApproverKind,
  type ApproverNode as ApprovalFlowApproverNode,
  type BranchCondition as ApprovalFlowCondition,
  type ConditionBranch as ApprovalFlowBranch,
  type ConditionNode as ApprovalFlowConditionNode,
  type CopyToNode as ApprovalFlowCopyToNode,
  type FieldOperator as ApprovalFlowFieldOperator,
  type FlowFormField as ApprovalFlowFormField,
  type InsertableNodeType as ApprovalFlowStepType,
  type PersonRef as ApprovalFlowPerson,
  type RoleRef as ApprovalFlowRole,
  type SignMode as ApprovalFlowSignMode,
  type WhenEmpty as ApprovalFlowWhenEmpty,
} from './model';
export {
  flowIssueCodes as approvalFlowIssueCodes,
  isConditionComplete as isApprovalFlowConditionComplete,
  validateFlow,
  type FlowIssue as ApprovalFlowIssue,
  type FlowIssueCode as ApprovalFlowIssueCode,
  type ValidateFlowOptions,
} from './validate';
/** The designer's edits as pure functions of the model (insertStep, removeStep, moveStep, addBranch…). */
export * as approvalFlowEdits from './operations';
/** How the designer reads and draws a model: readStructure, layoutFlow, toEditorGraph, fromEditorGraph. */
export * as approvalFlowLayout from './layoutApi';
