import {
  createSandboxTenant,
  EXPIRED_TRIAL_DAYS,
  exportExpiredTrials,
  exportLicenceRenewals,
  LICENCE_RENEWAL_DAYS,
  listRecords,
  syncTenant,
  type StoredRecord,
} from '@opsdesk/api';
import type { DownloadedFile } from '@opsdesk/http';
import { describeError } from '@opsdesk/http';
import { Button, DropdownMenu, useConfirm, useExport, useFormat, useToast } from '@opsdesk/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useText } from '../../../i18n';
import { saveBytes } from '../../../resources/transfer';
import { useLoad } from '../../../app/useLoad';
import { useScreenText } from './hooks';
import { sandboxCount, syncOutcomeOf } from './logic';

/*
 * The header's tenant operations (spec §6 button-level resources), each a call of its own on the
 * service, which checks its authority: create sandbox (`tenant:sandbox`), sync (`tenant:write`) and
 * the two lists of the business tenant view (`tenant:export`, identity verification first).
 */

const Muted = styled.span`
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

const QUOTA_HINT_ID = 'business-tenant-sandbox-quota';

/**
 * Creates the tenant's sandbox after a confirmation; beside it, how much of the sandbox quota
 * (the tenant's controls, 1 by default) its enabled sandboxes use. The service names the sandbox
 * and refuses past the quota.
 */
export function CreateSandboxButton({
  tenant,
  quota,
}: {
  readonly tenant: StoredRecord;
  readonly quota: number;
}) {
  const { http, language } = useConsole();
  const t = useText();
  const text = useScreenText();
  const toast = useToast();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const name = String(tenant.tenantName ?? tenant.id);
  const sandboxes = useLoad(async (signal) => {
    // Linked sandboxes, and those made before the link (named after the tenant).
    const [linked, named] = await Promise.all([
      listRecords(http, 'tenant', { sandbox: true, sourceTenantId: tenant.id, size: 200 }, { signal }),
      listRecords(http, 'tenant', { sandbox: true, tenantName: name, size: 200 }, { signal }),
    ]);
    return [...linked.content, ...named.content];
  }, `sandboxes:${tenant.id}:${name}`);
  const used = sandboxes.data ? sandboxCount({ id: tenant.id, tenantName: name }, sandboxes.data) : undefined;
  const quotaLeft = used !== undefined && used < quota;

  const create = async () => {
    const ok = await confirm({
      title: text('businessTenant.sandbox.confirm', { name }),
      confirmLabel: text('businessTenant.sandbox.create'),
      cancelLabel: t('resource.cancel'),
    });
    if (!ok) return;
    setCreating(true);
    try {
      const created = await createSandboxTenant(http, tenant.id);
      toast.success(text('businessTenant.sandbox.created', { name: created.tenantName }));
      sandboxes.reload();
    } catch (error) {
      toast.toastError(error, (failure) => describeError(failure, { language }));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={!quotaLeft}
        loading={creating}
        aria-describedby={QUOTA_HINT_ID}
        onClick={() => void create()}
      >
        {text('businessTenant.sandbox.create')}
      </Button>
      <Muted id={QUOTA_HINT_ID}>
        {used === undefined
          ? null
          : quotaLeft
            ? text('businessTenant.sandbox.used', { used, quota })
            : text('businessTenant.sandbox.quotaUsed', { quota })}
      </Muted>
    </>
  );
}

/**
 * Syncs the tenant's paid state and licence end from its paid orders and granted licences, after a
 * confirmation, and says what changed; `onSynced` gets the tenant as it now is.
 */
export function SyncButton({
  tenant,
  onSynced,
}: {
  readonly tenant: StoredRecord;
  readonly onSynced: (tenant: StoredRecord) => void;
}) {
  const { http, language } = useConsole();
  const t = useText();
  const text = useScreenText();
  const toast = useToast();
  const confirm = useConfirm();
  const format = useFormat();
  const [syncing, setSyncing] = useState(false);
  const name = String(tenant.tenantName ?? tenant.id);

  const sync = async () => {
    const ok = await confirm({
      title: text('businessTenant.sync.confirm', { name }),
      confirmLabel: text('businessTenant.sync'),
      cancelLabel: t('resource.cancel'),
    });
    if (!ok) return;
    setSyncing(true);
    try {
      const result = await syncTenant(http, tenant.id);
      const outcome = syncOutcomeOf(result);
      if (outcome.kind === 'changed') {
        toast.success(
          text('businessTenant.sync.changed', {
            state: text(
              outcome.licensed === 1 ? 'businessTenant.licence.paid' : 'businessTenant.licence.free',
            ),
            date: format.date(String(outcome.licenceExpireDate)),
          }),
        );
      } else if (outcome.kind === 'unchanged') {
        toast.success(text('businessTenant.sync.unchanged'));
      } else {
        toast.info(text('businessTenant.sync.nothing'));
      }
      onSynced(result.tenant);
    } catch (error) {
      toast.toastError(error, (failure) => describeError(failure, { language }));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Button variant="secondary" loading={syncing} onClick={() => void sync()}>
      {text('businessTenant.sync')}
    </Button>
  );
}

/**
 * The two lists of the business tenant view as .xlsx, through the console's export dialog: the
 * licence to-renew list and the expired-trial tenant activity list. The request layer asks for the
 * identity verification before each download.
 */
export function ExportListsMenu() {
  const { http, language } = useConsole();
  const text = useScreenText();
  const { openExport } = useExport();

  const open = (key: string, title: string, download: (signal: AbortSignal) => Promise<DownloadedFile>) =>
    void openExport({
      key,
      title,
      allowFirstRows: false,
      describeError: (error) => describeError(error, { language }),
      run: async (signal) => {
        const file = await download(signal);
        return {
          fileName: file.fileName,
          size: file.data.byteLength,
          download: () => saveBytes(file.fileName, file.contentType, file.data),
        };
      },
    });

  const renewalsTitle = text('businessTenant.export.renewals', { days: LICENCE_RENEWAL_DAYS.default });
  const trialsTitle = text('businessTenant.export.expiredTrials', { days: EXPIRED_TRIAL_DAYS.default });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">{text('businessTenant.exports')}</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item
          onSelect={() =>
            open('tenant-licence-renewals', renewalsTitle, (signal) =>
              exportLicenceRenewals(http, {}, { signal, save: false }),
            )
          }
        >
          {renewalsTitle}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          onSelect={() =>
            open('tenant-expired-trials', trialsTitle, (signal) =>
              exportExpiredTrials(http, {}, { signal, save: false }),
            )
          }
        >
          {trialsTitle}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
