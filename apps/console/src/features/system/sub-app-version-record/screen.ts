import { versionRecordScreen } from './definition';

export const screen = versionRecordScreen('sub-application-version-record-detail');
