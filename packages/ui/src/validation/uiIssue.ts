/**
 * A rule's failure as a message id and its values, not as text: schemas are built once, outside
 * React, and the form's error map puts them into the interface language at validation time.
 */
export interface UiIssueParams {
  readonly messageId: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Refinement parameters that carry a message id (`z.string().refine(ok, uiIssue('ui.validation.required'))`). */
export function uiIssue(messageId: string, values?: Readonly<Record<string, string | number>>) {
  const params: UiIssueParams = values ? { messageId, values } : { messageId };
  return { params: { ...params } };
}

/** The message id and values of a custom issue raised through `uiIssue`, if it is one. */
export function uiIssueParams(params: unknown): UiIssueParams | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const { messageId, values } = params as { messageId?: unknown; values?: unknown };
  if (typeof messageId !== 'string') return undefined;
  return typeof values === 'object' && values !== null
    ? { messageId, values: values as Record<string, string | number> }
    : { messageId };
}
