export {
  createHttpClient,
  type DownloadOptions,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type LoginOptions,
  type OAuthClientCredentials,
  type PasswordCredentials,
  type RefreshCoordinator,
  type RequestOptions,
  type TransferProgress,
  type UploadOptions,
  type VerificationRequest,
  type VerifyIdentity,
} from './client';
export { preloadHttpTransport } from './transport';
export {
  createBaseAddresses,
  DEFAULT_DEVELOPMENT_HOST,
  DEFAULT_OFFICE_PREVIEW_DOMAINS,
  DEVELOPMENT_OPERATION_SERVICE_BASE,
  environmentFromHost,
  isOfficePreviewAllowed,
  OLD_HOME_PAGE,
  type BaseAddresses,
  type BaseAddressOptions,
  type BuildMode,
  type Environment,
} from './config';
export {
  describeError,
  type DescribeErrorOptions,
  type ErrorDescription,
  type ErrorMessageSource,
} from './describeError';
export {
  fileNameFromContentDisposition,
  saveFileInBrowser,
  XLSX_CONTENT_TYPE,
  type DownloadedFile,
  type SaveFile,
} from './download';
export {
  decodeBody,
  HttpError,
  isCancellation,
  isHttpError,
  spanIdFromHeaders,
  validationErrorsOf,
  type HttpErrorKind,
  type HttpHeaders,
  type HttpResponse,
  type ValidationErrorItem,
} from './errors';
export { exportErrorRows, type ExportErrorRow } from './exportErrors';
export {
  formatHttpMessage,
  httpLocales,
  httpMessageIds,
  httpMessages,
  resolveHttpLocale,
  type HttpLocale,
  type HttpMessageId,
  type Translate,
} from './messages';
export { applyTablePageSize, DEFAULT_PAGE_SIZE, pageKeyOf, serializeQuery } from './query';
export {
  createMemoryTokenStore,
  createTokenRecord,
  createWebTokenStore,
  isTokenExpired,
  parseTokenRecord,
  TOKEN_STORAGE_KEY,
  type OAuthTokenAnswer,
  type StorageLike,
  type TokenRecord,
  type TokenStore,
  type TokenWriteOptions,
  type WebTokenStoreOptions,
} from './tokens';
