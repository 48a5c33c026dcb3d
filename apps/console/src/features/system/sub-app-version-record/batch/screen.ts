import { versionRecordScreen } from '../definition';

export const screen = versionRecordScreen('sub-application-batch-version-record-detail');
