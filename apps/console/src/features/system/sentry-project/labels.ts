import { sentryIssueStatus, sentryLevel } from '@opsdesk/api';
import { enumOptions } from '../shared';

// The options of the error-monitoring value sets, with their words and badge tones from @opsdesk/api,
// for the bespoke issues and event screens.

export const sentryLevelOptions = enumOptions(sentryLevel.words);

export const sentryIssueStatusOptions = enumOptions(sentryIssueStatus.words);
