export {
  createInProcessLock,
  createRefreshCoordination,
  createWebLock,
  defaultRefreshLock,
  defaultSessionChannel,
  parseSessionMessage,
  REFRESH_LOCK_NAME,
  SESSION_CHANNEL_NAME,
  SESSION_MESSAGE_VERSION,
  tokenFingerprint,
  type RefreshCoordination,
  type RefreshCoordinationOptions,
  type RefreshLock,
  type SessionChannel,
  type SessionMessage,
} from './coordination';
export { formatRemainingAttempts, loginFailureOf, loginResultOf } from './login';
export {
  formatLoginMessage,
  loginFailureMessageIds,
  loginMessageIds,
  loginMessages,
  type LoginLocale,
  type LoginMessageId,
  type LoginMessageOptions,
  type LoginTranslate,
} from './messages';
export { clearSessionTraces, sessionStorageKeys, type SessionStorages } from './storage';
export {
  createSessionStore,
  type SessionStoreCommonOptions,
  type SessionStoreOptions,
  type WebSessionStore,
} from './store';
