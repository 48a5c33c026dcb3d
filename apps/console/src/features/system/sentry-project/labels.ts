import type { sentryIssueStatuses, sentryLevels } from '@opsdesk/api';
import { options } from '../shared';

// The labels of the error-monitoring value sets, shared by the project list and the bespoke
// issues and event screens.

export const sentryLevelOptions = options<(typeof sentryLevels)[number]>({
  FATAL: ['致命', 'Fatal', '致命的', 'danger'],
  ERROR: ['错误', 'Error', 'エラー', 'danger'],
  WARNING: ['警告', 'Warning', '警告', 'warning'],
  INFO: ['信息', 'Info', '情報', 'info'],
  DEBUG: ['调试', 'Debug', 'デバッグ', 'neutral'],
});

export const sentryIssueStatusOptions = options<(typeof sentryIssueStatuses)[number]>({
  UNRESOLVED: ['未解决', 'Unresolved', '未解決', 'warning'],
  RESOLVED: ['已解决', 'Resolved', '解決済み', 'success'],
  IGNORED: ['已忽略', 'Ignored', '無視', 'neutral'],
});
