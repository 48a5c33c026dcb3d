import type { blackListTargetTypes } from '@opsdesk/api';

export type BlackListTargetType = (typeof blackListTargetTypes)[number];

/** What the add form holds: the target type and the one target field it asks for. */
export interface BlackListDraft {
  readonly targetType: BlackListTargetType;
  readonly tenantId?: number | undefined;
  readonly userOid?: string | undefined;
  readonly mobile?: string | undefined;
  readonly email?: string | undefined;
  readonly reason?: string | undefined;
}

/** The record field a target type fills. */
export const targetFieldOf: Readonly<
  Record<BlackListTargetType, 'tenantId' | 'userOid' | 'mobile' | 'email'>
> = {
  TENANT: 'tenantId',
  USER: 'userOid',
  MOBILE: 'mobile',
  EMAIL: 'email',
};

/**
 * The fields of a new black-list entry: the message it is bound to, the target type with only its
 * own target field (a field of another type is dropped), the reason, and who added it when.
 */
export function entryFields(
  draft: BlackListDraft,
  context: { readonly marketingInfoCode: string; readonly addedBy: string; readonly addedDate: string },
): Record<string, unknown> {
  const field = targetFieldOf[draft.targetType];
  const raw = draft[field];
  const target = typeof raw === 'string' ? raw.trim() : raw;
  const reason = draft.reason?.trim();
  return {
    marketingInfoCode: context.marketingInfoCode,
    targetType: draft.targetType,
    ...(target !== undefined && target !== '' ? { [field]: target } : {}),
    ...(reason ? { reason } : {}),
    addedBy: context.addedBy.slice(0, 50),
    addedDate: context.addedDate,
  };
}

/** Today in the user's time zone, as `YYYY-MM-DD`. */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
