import {
  deleteRecord,
  guardsMet,
  updateRecord,
  type Authority,
  type ResourceDescriptor,
  type StoredRecord,
} from '@opsdesk/api';
import { hasAuthority } from '@opsdesk/auth';
import { usePermissionSubject } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import { useConfirm, useToast } from '@opsdesk/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useConsole } from '../app/ConsoleContext';
import { useRecordHref } from '../catalogue/links';
import { useText, useTitle } from '../i18n';
import type { ResourcePermissions } from './access';
import type { RecordAction, ResourceScreen } from './types';

export interface RecordMenuItem {
  readonly key: string;
  readonly label: string;
  readonly danger?: boolean;
  readonly primary?: boolean;
  readonly run: () => Promise<void> | void;
}

/** The fields a record is saved with: its own fields, without id, version and audit columns. */
export function fieldsOf(screen: ResourceScreen, record: StoredRecord): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of Object.keys(screen.resource.shape)) {
    if (record[field] !== undefined && record[field] !== null) fields[field] = record[field];
  }
  return fields;
}

/**
 * The authorities a change of a record needs beyond the resource's write authority: those of the
 * resource's guards it meets (setting a field to an audited, confirmed, approved... value), which the
 * server checks on every write.
 */
export function guardAuthorities(
  resource: ResourceDescriptor,
  fields: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): Authority[] {
  return [...new Set(guardsMet(resource, fields, { ...fields, ...changes }).map((guard) => guard.authority))];
}

/**
 * The authorities a workflow step needs on a record besides the write permission: its declared
 * `authority`, and those of the guards its values meet. A step that declares none still needs what
 * the server's guards need, so the console never offers a step the server refuses.
 */
export function actionAuthorities(
  resource: ResourceDescriptor,
  action: RecordAction,
  fields: Readonly<Record<string, unknown>>,
): Authority[] {
  const needed = guardAuthorities(resource, fields, action.set);
  return action.authority && !needed.includes(action.authority) ? [action.authority, ...needed] : needed;
}

function matches(action: Pick<RecordAction, 'when'>, record: StoredRecord): boolean {
  return Object.entries(action.when ?? {}).every(([field, allowed]) => allowed.includes(record[field]));
}

/**
 * Whether a record of the screen may be deleted: the resource's delete permission, or, for a screen
 * that deletes through a server operation of its own, that operation's authority under a menu that
 * lets the user change things.
 */
export function deletePermitted(
  screen: Pick<ResourceScreen, 'delete'>,
  permissions: ResourcePermissions,
  has: (authority: Authority) => boolean,
): boolean {
  return screen.delete ? permissions.canChange && has(screen.delete.authority) : permissions.canDelete;
}

/**
 * The actions on one record beyond opening it: copy, enable or disable, the screen's workflow
 * actions, delete. Each asks first, saves through the resource API, says it is done, and reloads.
 */
export function useRecordActions({
  screen,
  permissions,
  onChanged,
  onDeleted,
}: {
  readonly screen: ResourceScreen;
  readonly permissions: ResourcePermissions;
  readonly onChanged: (record?: StoredRecord) => void;
  readonly onDeleted?: () => void;
}) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const hrefOf = useRecordHref(useParams());
  const subject = usePermissionSubject();
  const { resource } = screen;

  const nameOf = useCallback(
    (record: StoredRecord) => String(record[resource.title] ?? record.id),
    [resource.title],
  );

  const save = useCallback(
    async (record: StoredRecord, changes: Readonly<Record<string, unknown>>) => {
      try {
        const saved = await updateRecord(http, resource.name, record.id, record.version, {
          ...fieldsOf(screen, record),
          ...changes,
        });
        toast.success(t('resource.done'));
        onChanged(saved);
      } catch (error) {
        toast.toastError(error, (failure) => describeError(failure, { language }));
      }
    },
    [http, language, onChanged, resource.name, screen, t, toast],
  );

  const menuItems = useCallback(
    (record: StoredRecord): RecordMenuItem[] => {
      const items: RecordMenuItem[] = [];
      const name = nameOf(record);
      const copyHref = permissions.canWrite ? hrefOf(screen.routes.copy, record) : undefined;
      if (copyHref) items.push({ key: 'copy', label: t('resource.copy'), run: () => navigate(copyHref) });
      for (const link of screen.links ?? []) {
        const mapped = Object.fromEntries(
          Object.entries(link.fields ?? {}).map(([param, field]) => [param, record[field]]),
        );
        const href = hrefOf(link.route, { ...record, ...mapped, ...(link.params ?? {}) });
        if (href)
          items.push({ key: `link:${link.route}`, label: title(link.label), run: () => navigate(href) });
      }
      const fields = fieldsOf(screen, record);
      if (
        screen.enabledField &&
        permissions.canWrite &&
        hasAuthority(
          subject,
          guardAuthorities(resource, fields, {
            [screen.enabledField]: record[screen.enabledField] === false,
          }),
        )
      ) {
        const enabled = record[screen.enabledField] !== false;
        items.push({
          key: 'toggle',
          label: enabled ? t('resource.disable') : t('resource.enable'),
          danger: enabled,
          run: async () => {
            const ok = await confirm({
              title: enabled ? t('resource.confirmDisable', { name }) : t('resource.confirmEnable', { name }),
              confirmLabel: enabled ? t('resource.disable') : t('resource.enable'),
              cancelLabel: t('resource.cancel'),
              variant: enabled ? 'danger' : 'default',
            });
            if (ok) await save(record, { [screen.enabledField as string]: !enabled });
          },
        });
      }
      for (const action of screen.actions ?? []) {
        if (!matches(action, record)) continue;
        // Saving is a write: the write permission (which a read-only menu takes away), then the
        // step's own authorities.
        if (!permissions.canWrite || !hasAuthority(subject, actionAuthorities(resource, action, fields)))
          continue;
        const label = title(action.label);
        items.push({
          key: `action:${action.key}`,
          label,
          danger: action.tone === 'danger',
          primary: action.tone === 'primary',
          run: async () => {
            const ok = await confirm({
              title: action.confirm
                ? title(action.confirm)
                : t('resource.confirmAction', { action: label, name }),
              confirmLabel: label,
              cancelLabel: t('resource.cancel'),
              variant: action.tone === 'danger' ? 'danger' : 'default',
            });
            if (ok) await save(record, action.set);
          },
        });
      }
      for (const operation of screen.operations ?? []) {
        if (!matches(operation, record)) continue;
        if (!permissions.canChange || !hasAuthority(subject, operation.authority)) continue;
        const label = title(operation.label);
        items.push({
          key: `operation:${operation.key}`,
          label,
          run: async () => {
            const ok = await confirm({
              title: title(operation.confirm).replace('{name}', name),
              confirmLabel: label,
              cancelLabel: t('resource.cancel'),
            });
            if (!ok) return;
            try {
              toast.success(title(await operation.run(http, record)));
              onChanged();
            } catch (error) {
              toast.toastError(error, (failure) => describeError(failure, { language }));
            }
          },
        });
      }
      const customDelete = screen.delete;
      if (deletePermitted(screen, permissions, (authority) => hasAuthority(subject, authority))) {
        items.push({
          key: 'delete',
          label: t('resource.delete'),
          danger: true,
          run: async () => {
            const ok = await confirm({
              title: t('resource.confirmDelete', { name }),
              confirmLabel: t('resource.delete'),
              cancelLabel: t('resource.cancel'),
              variant: 'danger',
            });
            if (!ok) return;
            try {
              if (customDelete) await customDelete.run(http, record);
              else await deleteRecord(http, resource.name, record.id);
              toast.success(t('resource.deleted'));
              if (onDeleted) onDeleted();
              else onChanged();
            } catch (error) {
              toast.toastError(error, (failure) => describeError(failure, { language }));
            }
          },
        });
      }
      return items;
    },
    [
      confirm,
      hrefOf,
      http,
      language,
      navigate,
      nameOf,
      onChanged,
      onDeleted,
      permissions,
      resource,
      save,
      screen,
      subject,
      t,
      title,
      toast,
    ],
  );

  return useMemo(() => ({ menuItems }), [menuItems]);
}
