import {
  blackListTargetType,
  blackListTargetTypes,
  createRecord,
  marketingBlackListResource,
} from '@opsdesk/api';
import { useSession } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import { Alert, Button, Dialog, Input, Select, Textarea, useToast } from '@opsdesk/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useTitle } from '../../../i18n';
import { pickers } from '../../../resources/pickers';
import { useLocalText } from '../../shared/localText';
import {
  entryFields,
  localDate,
  targetFieldOf,
  type BlackListDraft,
  type BlackListTargetType,
} from './entry';
import { blackListMessages } from './messages';

const Fields = styled.div`
  display: grid;
  gap: var(--ops-space-3);
`;

const TenantPicker = pickers.tenant.component;
const StaffPicker = pickers.staff.component;

export interface AddEntryDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly marketingInfoCode: string;
  /** After the entry is created. */
  readonly onAdded: () => void;
}

/** The add form of the black list: a target type, the target it asks for, and a reason. */
export function AddEntryDialog({ open, onOpenChange, marketingInfoCode, onAdded }: AddEntryDialogProps) {
  const { http, language } = useConsole();
  const session = useSession();
  const title = useTitle();
  const text = useLocalText(blackListMessages);
  const toast = useToast();
  const [draft, setDraft] = useState<BlackListDraft>({ targetType: 'MOBILE' });
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setDraft({ targetType: 'MOBILE' });
    setMissing(false);
    setFailure(undefined);
  };
  const field = targetFieldOf[draft.targetType];
  const target = draft[field];
  const targetMissing =
    target === undefined || target === '' || (typeof target === 'string' && !target.trim());
  const requiredError = missing && targetMissing ? text('blackList.required') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (targetMissing) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await createRecord(
        http,
        marketingBlackListResource.name,
        entryFields(draft, {
          marketingInfoCode,
          addedBy: session.user?.name || session.user?.login || 'console',
          addedDate: localDate(new Date()),
        }),
      );
      toast.success(text('blackList.added'));
      reset();
      onAdded();
      onOpenChange(false);
    } catch (error) {
      const described = describeError(error, { language });
      setFailure(described.message);
      toast.toastError(error, (cause) => describeError(cause, { language }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Content size="md">
        <Dialog.Title>{text('blackList.addTitle')}</Dialog.Title>
        <Dialog.Description>
          {text('blackList.addDescription', { code: marketingInfoCode })}
        </Dialog.Description>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Dialog.Body>
            <Fields>
              {failure ? <Alert variant="error">{failure}</Alert> : null}
              <Select
                label={text('blackList.targetType')}
                required
                options={blackListTargetTypes.map((value) => ({
                  value,
                  label: title(blackListTargetType.words[value].words),
                }))}
                value={draft.targetType}
                onValueChange={(value) => {
                  setMissing(false);
                  setDraft((previous) => ({
                    ...previous,
                    targetType: (value ?? 'MOBILE') as BlackListTargetType,
                  }));
                }}
              />
              {draft.targetType === 'TENANT' ? (
                <TenantPicker
                  label={text('blackList.tenant')}
                  required
                  error={requiredError}
                  value={draft.tenantId ?? null}
                  onChange={(key: unknown) =>
                    setDraft((previous) => ({
                      ...previous,
                      tenantId: key === null || key === undefined ? undefined : Number(key),
                    }))
                  }
                />
              ) : null}
              {draft.targetType === 'USER' ? (
                <StaffPicker
                  label={text('blackList.user')}
                  required
                  error={requiredError}
                  value={draft.userOid ?? null}
                  onChange={(key: unknown) =>
                    setDraft((previous) => ({
                      ...previous,
                      userOid: key === null || key === undefined ? undefined : String(key),
                    }))
                  }
                />
              ) : null}
              {draft.targetType === 'MOBILE' ? (
                <Input
                  label={text('blackList.mobile')}
                  name="mobile"
                  required
                  inputMode="tel"
                  autoComplete="off"
                  error={requiredError}
                  value={draft.mobile ?? ''}
                  onChange={(event) => setDraft((previous) => ({ ...previous, mobile: event.target.value }))}
                />
              ) : null}
              {draft.targetType === 'EMAIL' ? (
                <Input
                  label={text('blackList.email')}
                  name="email"
                  type="email"
                  required
                  autoComplete="off"
                  error={requiredError}
                  value={draft.email ?? ''}
                  onChange={(event) => setDraft((previous) => ({ ...previous, email: event.target.value }))}
                />
              ) : null}
              <Textarea
                label={text('blackList.reason')}
                name="reason"
                rows={3}
                limit={200}
                value={draft.reason ?? ''}
                onChange={(event) => setDraft((previous) => ({ ...previous, reason: event.target.value }))}
              />
            </Fields>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                {text('blackList.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="primary" loading={saving}>
              {text('blackList.save')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
