import {
  listAdminAccounts,
  listAdminRoles,
  setAdminAccountPassword,
  unlockAdminAccount,
  updateAdminAccount,
  type AdminAccount,
  type AdminRole,
} from '@opsdesk/api';
import { roleName, useAuthority, useOperation } from '@opsdesk/auth/react';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Badge,
  Button,
  DataTable,
  DropdownMenu,
  IconButton,
  Input,
  ResultPage,
  Select,
  StatusBadge,
  serverValidationErrors,
  useConfirm,
  useToast,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useShellLocale } from '../../../i18n';
import { PageHeader, PageSection } from '../../../resources/layout';
import { pickers } from '../../../resources/pickers';
import { useReferenceLabel } from '../../../resources/referenceLabels';
import { AccountDialog, PasswordDialog } from './AccountDialogs';
import { roleFilterChoicesOf, roleLabelOf, toggledFieldsOf } from './accountForm';
import { useAdminAccountsText } from './messages';

const MENU_KEY = 'admin-page-platform';

const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-3);
  align-items: flex-end;

  & > :is(div, label) {
    min-width: 200px;
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: var(--ops-space-1);
  align-items: center;
`;

interface Filters {
  readonly keyword: string;
  /** A role code: the product's or a custom role's. */
  readonly role: string;
  readonly enabled: '' | 'true' | 'false';
}

const noFilters: Filters = { keyword: '', role: '', enabled: '' };

function TenantName({ id }: { id: number }) {
  const entry = useReferenceLabel(pickers.tenant.source, id);
  return <>{entry?.state === 'found' ? entry.label : String(id)}</>;
}

/** A failed call as the user reads it: the server's field message first (the last super administrator's guard), its span id. */
function failureOf(error: unknown, options: Parameters<typeof describeError>[1]) {
  const described = describeError(error, options);
  return {
    message: serverValidationErrors(error)?.[0]?.message ?? described.message,
    spanId: described.spanId,
  };
}

type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly account: AdminAccount } | null;

/** The console accounts of the provider's staff and of tenant administrators (GET/POST/PUT /api/admin/accounts). */
export default function AdminAccounts() {
  const { http, language } = useConsole();
  const text = useAdminAccountsText();
  const locale = useShellLocale();
  const toast = useToast();
  const confirm = useConfirm();
  const mayWrite = useAuthority('admin:write').allowed;
  const mayOperate = useOperation(MENU_KEY).allowed;
  const canWrite = mayWrite && mayOperate;
  const canManageRoles = useAuthority('role:manage').allowed && mayOperate;

  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const [state, setState] = useState<{
    rows: readonly AdminAccount[];
    total: number;
    loading: boolean;
    error: { message: string; spanId?: string | undefined; status?: number | undefined } | undefined;
  }>({ rows: [], total: 0, loading: true, error: undefined });
  // The service's role list (custom roles included); null until it has loaded.
  const [roles, setRoles] = useState<readonly AdminRole[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [passwordFor, setPasswordFor] = useState<AdminAccount | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    listAdminAccounts(
      http,
      {
        keyword: filters.keyword.trim() || undefined,
        role: filters.role || undefined,
        enabled: filters.enabled === '' ? undefined : filters.enabled === 'true',
        page,
        size,
      },
      { signal: controller.signal },
    ).then(
      (answer) =>
        setState({ rows: answer.content, total: answer.totalElements, loading: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        const status = error instanceof HttpError ? error.status : undefined;
        setState((previous) => ({ ...previous, loading: false, error: { ...described, status } }));
      },
    );
    return () => controller.abort();
  }, [http, language, filters, page, size, reloads]);

  useEffect(() => {
    const controller = new AbortController();
    listAdminRoles(http, { signal: controller.signal }).then(setRoles, () => {
      // Without the list the form offers the product's roles, without their authorities, and
      // keeps every other code an account holds.
    });
    return () => controller.abort();
  }, [http]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilters(draft);
  };
  const resetFilters = () => {
    setDraft(noFilters);
    setFilters(noFilters);
    setPage(0);
  };

  const toggle = useCallback(
    async (account: AdminAccount) => {
      const enabling = !account.enabled;
      const ok = await confirm({
        title: text(enabling ? 'adminAccounts.confirmEnable' : 'adminAccounts.confirmDisable', {
          name: account.login,
        }),
        confirmLabel: text(enabling ? 'adminAccounts.enable' : 'adminAccounts.disable'),
        cancelLabel: text('adminAccounts.cancel'),
        variant: enabling ? 'default' : 'danger',
      });
      if (!ok) return;
      try {
        await updateAdminAccount(http, account.id, toggledFieldsOf(account, enabling));
        toast.success(
          text(enabling ? 'adminAccounts.enabledDone' : 'adminAccounts.disabledDone', {
            name: account.login,
          }),
        );
        reload();
      } catch (error) {
        const failure = failureOf(error, { language });
        toast.error(failure.message, { spanId: failure.spanId });
      }
    },
    [confirm, http, language, reload, text, toast],
  );

  const unlock = useCallback(
    async (account: AdminAccount) => {
      const ok = await confirm({
        title: text('adminAccounts.confirmUnlock', { name: account.login }),
        confirmLabel: text('adminAccounts.unlock'),
        cancelLabel: text('adminAccounts.cancel'),
      });
      if (!ok) return;
      try {
        await unlockAdminAccount(http, account.id);
        toast.success(text('adminAccounts.unlocked', { name: account.login }));
        reload();
      } catch (error) {
        const failure = failureOf(error, { language });
        toast.error(failure.message, { spanId: failure.spanId });
      }
    },
    [confirm, http, language, reload, text, toast],
  );

  const columns = useMemo((): DataTableColumn<AdminAccount>[] => {
    const list: DataTableColumn<AdminAccount>[] = [
      {
        id: 'login',
        header: text('adminAccounts.column.login'),
        accessor: 'login',
        width: 160,
        pin: 'left',
        cell: (row) => <code>{row.login}</code>,
      },
      { id: 'name', header: text('adminAccounts.column.name'), accessor: 'name', width: 180 },
      {
        id: 'email',
        header: text('adminAccounts.column.email'),
        accessor: 'email',
        width: 220,
        cell: (row) => row.email ?? '—',
      },
      {
        id: 'telephone',
        header: text('adminAccounts.column.mobile'),
        accessor: 'telephone',
        width: 140,
        cell: (row) => row.telephone ?? '—',
      },
      {
        id: 'rolesName',
        header: text('adminAccounts.column.roles'),
        accessor: 'rolesName',
        width: 220,
        cell: (row) => row.rolesName || '—',
      },
      {
        id: 'tenantId',
        header: text('adminAccounts.column.tenant'),
        accessor: 'tenantId',
        width: 180,
        cell: (row) => (row.tenantId === null ? '—' : <TenantName id={row.tenantId} />),
      },
      {
        id: 'status',
        header: text('adminAccounts.column.status'),
        accessor: 'status',
        width: 110,
        cell: (row) =>
          row.status === 'ACTIVE' || row.status === 'LEAVING' || row.status === 'LEFT'
            ? text(`adminAccounts.status.${row.status}`)
            : row.status,
      },
      {
        id: 'locked',
        header: text('adminAccounts.column.locked'),
        accessor: 'locked',
        width: 100,
        cell: (row) =>
          row.locked ? (
            <Badge tone="danger">{text('adminAccounts.locked')}</Badge>
          ) : (
            text('adminAccounts.notLocked')
          ),
      },
      {
        id: 'enabled',
        header: text('adminAccounts.column.enabled'),
        accessor: 'enabled',
        width: 110,
        cell: (row) => <StatusBadge enabled={row.enabled} />,
      },
    ];
    if (!canWrite) return list;
    return [
      ...list,
      {
        id: 'actions',
        header: text('adminAccounts.column.actions'),
        width: 160,
        pin: 'right',
        resizable: false,
        cell: (row) => (
          <RowActions>
            <Button variant="link" size="sm" onClick={() => setEditing({ mode: 'edit', account: row })}>
              {text('adminAccounts.edit')}
            </Button>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <IconButton
                  label={text('adminAccounts.moreActions', { name: row.login })}
                  size="sm"
                  variant="ghost"
                  icon={<span aria-hidden="true">⋯</span>}
                />
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                <DropdownMenu.Item
                  variant={row.enabled ? 'danger' : 'default'}
                  onSelect={() => void toggle(row)}
                >
                  {text(row.enabled ? 'adminAccounts.disable' : 'adminAccounts.enable')}
                </DropdownMenu.Item>
                {row.locked ? (
                  <DropdownMenu.Item onSelect={() => void unlock(row)}>
                    {text('adminAccounts.unlock')}
                  </DropdownMenu.Item>
                ) : null}
                <DropdownMenu.Item onSelect={() => setPasswordFor(row)}>
                  {text('adminAccounts.resetPassword')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </RowActions>
        ),
      },
    ];
  }, [canWrite, text, toggle, unlock]);

  if (state.error && state.rows.length === 0 && !state.loading) {
    return state.error.status === 403 ? (
      <ResultPage status={403} reason={state.error.message} spanId={state.error.spanId} />
    ) : (
      <ResultPage status={500} reason={state.error.message} spanId={state.error.spanId} onRetry={reload} />
    );
  }

  const roleOptions = roleFilterChoicesOf(roles).map((choice) => {
    const label = roleLabelOf(choice, (code) => roleName(code, locale));
    return {
      value: choice.code,
      label: choice.state === 'disabled' ? text('adminAccounts.roleOptionDisabled', { name: label }) : label,
    };
  });
  const filtered = filters.keyword !== '' || filters.role !== '' || filters.enabled !== '';

  return (
    <>
      <PageHeader
        title={text('adminAccounts.title')}
        subtitle={state.loading ? undefined : text('adminAccounts.subtitle', { count: state.total })}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing({ mode: 'create' })}>
              {text('adminAccounts.new')}
            </Button>
          ) : null
        }
      />
      <PageSection>
        <FilterForm role="search" aria-label={text('adminAccounts.filters')} onSubmit={search}>
          <Input
            label={text('adminAccounts.keyword')}
            placeholder={text('adminAccounts.keywordHint')}
            value={draft.keyword}
            maxLength={60}
            clearable
            onChange={(event) => setDraft((previous) => ({ ...previous, keyword: event.target.value }))}
          />
          <Select
            label={text('adminAccounts.role')}
            placeholder={text('adminAccounts.anyRole')}
            clearable
            options={roleOptions}
            value={draft.role || null}
            onValueChange={(value) => setDraft((previous) => ({ ...previous, role: value ?? '' }))}
          />
          <Select<'true' | 'false'>
            label={text('adminAccounts.enabledFilter')}
            placeholder={text('adminAccounts.any')}
            clearable
            options={[
              { value: 'true', label: text('adminAccounts.onlyEnabled') },
              { value: 'false', label: text('adminAccounts.onlyDisabled') },
            ]}
            value={draft.enabled || null}
            onValueChange={(value) => setDraft((previous) => ({ ...previous, enabled: value ?? '' }))}
          />
          <Button type="submit" variant="primary">
            {text('adminAccounts.search')}
          </Button>
          <Button type="button" variant="secondary" onClick={resetFilters}>
            {text('adminAccounts.reset')}
          </Button>
        </FilterForm>
      </PageSection>
      <PageSection>
        <DataTable<AdminAccount>
          label={text('adminAccounts.title')}
          columns={columns}
          rows={state.rows}
          getRowId={(row) => String(row.id)}
          loading={state.loading}
          error={state.error?.message}
          onRetry={reload}
          emptyText={filtered ? text('adminAccounts.emptyFiltered') : text('adminAccounts.empty')}
          page={page}
          total={state.total}
          pageSize={size}
          onPageChange={setPage}
          onPageSizeChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </PageSection>
      <AccountDialog
        state={editing}
        roles={roles}
        canManageRoles={canManageRoles}
        onClose={() => setEditing(null)}
        onSaved={(account, mode) => {
          setEditing(null);
          toast.success(
            text(mode === 'create' ? 'adminAccounts.created' : 'adminAccounts.saved', {
              name: account.login,
            }),
          );
          reload();
        }}
      />
      <PasswordDialog
        account={passwordFor}
        onClose={() => setPasswordFor(null)}
        onSave={async (account, newPassword) => {
          await setAdminAccountPassword(http, account.id, newPassword);
          setPasswordFor(null);
          toast.success(text('adminAccounts.passwordSet', { name: account.login }));
          reload();
        }}
      />
    </>
  );
}
