import { updateRecord, type StoredRecord } from '@opsdesk/api';
import { useAuthority } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import { useConfirm, useToast } from '@opsdesk/ui';
import { useCallback } from 'react';
import { useConsole } from '../../../app/ConsoleContext';
import { useText } from '../../../i18n';
import { fieldsOf } from '../../../resources/recordActions';
import { useMessages } from '../bespokeKit';
import { screen as issueScreen } from '../sentry-issue/screen';
import { issuesToTriage, triage, type TriageAction } from './issueStream';
import { sentryIssuesMessages } from './messages';

/**
 * Resolve, ignore and reopen issues: asks first, writes each issue's status with its version, stops
 * at the first failure, and says how it went. `allowed` is false without deploy:operate.
 */
export function useTriage(onDone: (saved: StoredRecord[]) => void) {
  const { http, language } = useConsole();
  const m = useMessages(sentryIssuesMessages);
  const t = useText();
  const confirm = useConfirm();
  const toast = useToast();
  // The error-monitoring menu is read-only by design (no write authority): triage needs
  // deploy:operate, the sentry-issue resource's write authority, and nothing of the menu.
  const allowed = useAuthority('deploy:operate').allowed;

  const run = useCallback(
    async (action: TriageAction, selection: readonly StoredRecord[]) => {
      const issues = issuesToTriage(action, selection);
      if (issues.length === 0) return;
      const label = m(`sentryIssues.action.${action}`);
      const ok = await confirm({
        title: m(`sentryIssues.confirm.${action}`, { count: issues.length }),
        confirmLabel: label,
        cancelLabel: t('resource.cancel'),
        variant: action === 'ignore' ? 'danger' : 'default',
      });
      if (!ok) return;
      const saved: StoredRecord[] = [];
      for (const issue of issues) {
        try {
          saved.push(
            await updateRecord(http, 'sentry-issue', issue.id, issue.version, {
              ...fieldsOf(issueScreen, issue),
              status: triage[action].to,
            }),
          );
        } catch (error) {
          toast.toastError(error, (failure) => {
            const described = describeError(failure, { language });
            return saved.length > 0
              ? {
                  ...described,
                  message: `${described.message} ${m('sentryIssues.triageStopped', { done: saved.length })}`,
                }
              : described;
          });
          onDone(saved);
          return;
        }
      }
      toast.success(m('sentryIssues.triaged', { count: saved.length }));
      onDone(saved);
    },
    [confirm, http, language, m, onDone, t, toast],
  );

  return { allowed, run };
}
