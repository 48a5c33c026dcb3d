import type { AxiosError, AxiosInstance, AxiosProgressEvent, AxiosRequestConfig, AxiosResponse } from 'axios';
import { environmentFromHost, type Environment } from './config';
import {
  fileNameFromContentDisposition,
  fileNameFromUrl,
  saveFileInBrowser,
  withDefaultExtension,
  XLSX_CONTENT_TYPE,
  type DownloadedFile,
  type SaveFile,
} from './download';
import { decodeBody, HttpError, type HttpHeaders, type HttpResponse } from './errors';
import { applyTablePageSize, pageKeyOf, serializeQuery, withQuery } from './query';
import { createTokenRecord, type TokenRecord, type TokenStore } from './tokens';
import { loadAxios } from './transport';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface TransferProgress {
  readonly loaded: number;
  /** Unknown when the size was not announced. */
  readonly total: number | undefined;
  /** 0–100, unknown when the total is. */
  readonly percent: number | undefined;
}

export interface RequestOptions {
  /** Query parameters of a POST, PUT or PATCH (GET and DELETE send their payload as the query). */
  readonly params?: object | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Aborting rejects with an `HttpError` of kind `canceled`, also while waiting for a token refresh. */
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
  readonly responseType?: 'json' | 'text' | 'arraybuffer' | 'blob' | undefined;
  readonly onDownloadProgress?: ((progress: TransferProgress) => void) | undefined;
}

export interface HttpRequest extends RequestOptions {
  readonly method: HttpMethod;
  readonly url: string;
  /** The payload: the query of a GET or DELETE, the body otherwise. */
  readonly data?: unknown;
  readonly onUploadProgress?: ((progress: TransferProgress) => void) | undefined;
}

/** What the identity-verification step is asked to verify. */
export interface VerificationRequest {
  readonly url: string;
  readonly fields: object;
  readonly signal: AbortSignal | undefined;
}

/**
 * Asks the user to verify their identity (a code sent by phone or e-mail) and resolves to the
 * verification token, or to `null`/`undefined` when the user cancelled. Throwing means it failed.
 */
export type VerifyIdentity = (request: VerificationRequest) => Promise<string | null | undefined>;

export interface OAuthClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface HttpClientOptions {
  /** The operation-service base: `''` in production, `/operationservice` in development. */
  readonly baseURL?: string | undefined;
  /** `{auth}`, the base of `/oauth/token`. Defaults to `baseURL`. */
  readonly authBaseURL?: string | undefined;
  /** The OAuth client of the console, sent as Basic authorization on token calls. */
  readonly oauthClient: OAuthClientCredentials;
  /** Where the login token lives. Clients that share a store share one refresh in flight. */
  readonly tokenStore: TokenStore;
  /** The current language code; sent lower-cased as `language`. */
  readonly language?: (() => string | undefined) | undefined;
  /** The current page path, for the `key` parameter. Defaults to `location.pathname` in a browser. */
  readonly pagePath?: (() => string | undefined) | undefined;
  /** Tenant mode: when on, requests carry `roleType=TENANT`. */
  readonly tenantMode?: (() => boolean) | undefined;
  /** The page size selected in the visible table, which replaces a requested size of 10. */
  readonly tablePageSize?: (() => number | undefined) | undefined;
  /** Called once when a session is lost for good. Defaults to `location.assign('/')` in a browser. */
  readonly navigateToRoot?: (() => void) | undefined;
  /** The deployment environment. Defaults to the one of `location.hostname`. */
  readonly environment?: Environment | undefined;
  /** The identity check that export downloads pass first. Without it, downloads are not verified here. */
  readonly verifyIdentity?: VerifyIdentity | undefined;
  /** Saves downloaded files. Defaults to a link click in the browser. */
  readonly saveFile?: SaveFile | undefined;
  /** The header that carries the verification token of an export. */
  readonly verificationHeader?: string | undefined;
  /** Per request; 0 waits forever. Default 60 000 ms. */
  readonly timeoutMs?: number | undefined;
  /** For the refresh call. Defaults to `timeoutMs`. */
  readonly refreshTimeoutMs?: number | undefined;
  /** Consecutive refresh-and-replay rounds before the session is given up. Default 3. */
  readonly maxRefreshAttempts?: number | undefined;
  /**
   * Runs every refresh of this client instead of refreshing directly, so that several clients that
   * cannot share a token store (browser tabs) refresh one at a time. See `RefreshCoordinator`.
   */
  readonly coordinateRefresh?: RefreshCoordinator | undefined;
}

/**
 * Coordinates a refresh with other holders of the same session. Called with the token that got the
 * 401 (`current`) and `refresh`, which refreshes that token once (calling it again joins the same
 * refresh) and writes the new record to the store. The coordinator takes its lock, re-reads its
 * store, and resolves to a token another holder already obtained, or runs `refresh`. The record it
 * resolves to is written to the store unless the store no longer holds `current` (a logout or a new
 * login happened meanwhile); a rejection loses the session like a failed refresh.
 */
export type RefreshCoordinator = (
  current: TokenRecord,
  refresh: () => Promise<TokenRecord>,
) => Promise<TokenRecord>;

export interface PasswordCredentials {
  readonly username: string;
  readonly password: string;
  /** The single-sign-on variants of the password grant. */
  readonly loginType?: 'sso' | 'ssoDirect' | undefined;
  readonly clientName?: string | undefined;
}

export interface LoginOptions {
  /** Keep the token in local storage ("remember me") instead of session storage. */
  readonly remember?: boolean | undefined;
  readonly signal?: AbortSignal | undefined;
}

export interface UploadOptions {
  /** The form field of the file. Default `file`. */
  readonly fieldName?: string | undefined;
  /** Defaults to the File's own name. */
  readonly fileName?: string | undefined;
  /** Further form fields sent with the file. */
  readonly fields?: Readonly<Record<string, string | Blob>> | undefined;
  readonly params?: object | undefined;
  /** Further headers, such as an `Idempotency-Key` that makes a retried upload safe. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly onProgress?: ((progress: TransferProgress) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
}

export interface DownloadOptions {
  /** The name when the answer names none. Default `export`; `.xlsx` is added when it has no extension. */
  readonly fileName?: string | undefined;
  /** Skip the identity verification for a file that needs none. Default: verify. */
  readonly verify?: boolean | undefined;
  /** Hand the file to `saveFile`. Default true. */
  readonly save?: boolean | undefined;
  /**
   * Put `access_token` in the query, as export downloads demand. Default true; a download that is
   * not an export (an attachment) sends the token in the Authorization header only.
   */
  readonly accessTokenInQuery?: boolean | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((progress: TransferProgress) => void) | undefined;
  readonly timeoutMs?: number | undefined;
}

export interface HttpClient {
  get<T = unknown>(url: string, params?: object, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(url: string, params?: object, options?: RequestOptions): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The whole answer: status, lower-case headers and data. */
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  /** POSTs a file as multipart form data, reporting progress. */
  upload<T = unknown>(url: string, file: Blob | FormData, options?: UploadOptions): Promise<T>;
  /**
   * An export download: identity verification first, then a GET with `access_token` and the
   * fields in the query; follows a download-URL header, otherwise saves the body under the name
   * of Content-Disposition.
   */
  download(url: string, fields?: object, options?: DownloadOptions): Promise<DownloadedFile>;
  /** The address of an export for a plain browser navigation: `access_token` and the fields in the query. */
  exportUrl(url: string, fields?: object): string;
  /** The password grant (and its sso / ssoDirect variants); stores the token. */
  login(credentials: PasswordCredentials, options?: LoginOptions): Promise<TokenRecord>;
  /** A third-party login: the object's own fields go to the token endpoint as they are; stores the token. */
  loginWith(
    fields: Readonly<Record<string, string | number | boolean>>,
    options?: LoginOptions,
  ): Promise<TokenRecord>;
  /** Refreshes the token now, joining a refresh already in flight. */
  refreshSession(): Promise<TokenRecord>;
  /** Removes the token from the store. */
  logout(): void;
  readonly environment: Environment;
  readonly tokenStore: TokenStore;
}

/** The refresh state of one token store: shared by every client that uses the store. */
interface RefreshState {
  inflight: Promise<TokenRecord> | null;
  /** Refresh-and-replay rounds since the last 2xx. */
  consecutive: number;
  /** The access token whose loss already sent the app to the root page (null: no token). */
  expiredToken: string | null | undefined;
}

const refreshStates = new WeakMap<TokenStore, RefreshState>();

function refreshStateOf(store: TokenStore): RefreshState {
  let state = refreshStates.get(store);
  if (!state) {
    state = { inflight: null, consecutive: 0, expiredToken: undefined };
    refreshStates.set(store, state);
  }
  return state;
}

interface InternalRequest extends HttpRequest {
  /** `bearer`: the token header and the 401 rules; `client`: Basic client authorization, no refresh. */
  readonly auth: 'bearer' | 'client' | 'none';
  readonly accessTokenInQuery?: boolean;
}

const queryPayloadMethods: ReadonlySet<HttpMethod> = new Set(['get', 'delete']);

function headersOf(response: AxiosResponse): HttpHeaders {
  const headers: Record<string, string> = {};
  const raw = response.headers as { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  const entries = typeof raw.toJSON === 'function' ? raw.toJSON() : raw;
  for (const [name, value] of Object.entries(entries)) {
    if (value == null) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function toResponse<T>(response: AxiosResponse): HttpResponse<T> {
  return {
    status: response.status,
    statusText: response.statusText ?? '',
    headers: headersOf(response),
    data: response.data as T,
  };
}

function toProgress(event: AxiosProgressEvent): TransferProgress {
  const total = event.total && event.total > 0 ? event.total : undefined;
  return {
    loaded: event.loaded,
    total,
    percent: total === undefined ? undefined : Math.min(100, Math.round((event.loaded / total) * 100)),
  };
}

/** Node's adapter answers binary requests with a Buffer; callers always get an ArrayBuffer. */
function toArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) {
    const copy = new Uint8Array(data.byteLength);
    copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return copy.buffer;
  }
  return new TextEncoder().encode(typeof data === 'string' ? data : '').buffer;
}

function basicAuthorization({ clientId, clientSecret }: OAuthClientCredentials): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function joinURL(base: string, url: string): string {
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(url) || !base) return url;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** axios's own test (`axios.isAxiosError`), without loading axios to run it. */
function isAxiosError(caught: unknown): caught is AxiosError {
  return (
    typeof caught === 'object' &&
    caught !== null &&
    (caught as { isAxiosError?: unknown }).isAxiosError === true
  );
}

async function toHttpError(caught: unknown, request: HttpRequest): Promise<HttpError> {
  if (caught instanceof HttpError) return caught;
  const { method, url } = request;
  if (isAxiosError(caught)) {
    if (caught.response) {
      const response = toResponse(caught.response);
      return new HttpError({
        kind: 'status',
        method,
        url,
        response,
        body: await decodeBody(response.data),
        cause: caught,
      });
    }
    if ((caught as { __CANCEL__?: boolean }).__CANCEL__ === true || caught.code === 'ERR_CANCELED')
      return new HttpError({ kind: 'canceled', method, url, cause: caught });
    if (caught.code === 'ETIMEDOUT') return new HttpError({ kind: 'timeout', method, url, cause: caught });
  }
  return new HttpError({ kind: 'network', method, url, cause: caught });
}

function canceled(request: HttpRequest): HttpError {
  return new HttpError({ kind: 'canceled', method: request.method, url: request.url });
}

/** Waits for a promise unless the signal aborts first. */
function waitFor<T>(promise: Promise<T>, request: HttpRequest): Promise<T> {
  const { signal } = request;
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(canceled(request));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(canceled(request));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function browserLocation():
  { pathname?: string; hostname?: string; assign?: (url: string) => void } | undefined {
  return (
    globalThis as { location?: { pathname?: string; hostname?: string; assign?: (url: string) => void } }
  ).location;
}

/**
 * Creates a client of the shared request layer. Everything it reads of the app (token, language,
 * page, tenant mode, table page size) comes from the providers given here, so two clients never
 * share state by accident; the one thing they share is the refresh in flight of a common token store.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseURL = options.baseURL ?? '';
  const authBaseURL = options.authBaseURL ?? baseURL;
  const { tokenStore } = options;
  const maxRefreshAttempts = options.maxRefreshAttempts ?? 3;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const refreshTimeoutMs = options.refreshTimeoutMs ?? timeoutMs;
  const verificationHeader = options.verificationHeader ?? 'X-Verification-Token';
  const saveFile = options.saveFile ?? saveFileInBrowser;
  const clientAuthorization = basicAuthorization(options.oauthClient);
  const tokenURL = joinURL(authBaseURL, '/oauth/token');
  const pagePath = options.pagePath ?? (() => browserLocation()?.pathname);
  const navigateToRoot = options.navigateToRoot ?? (() => browserLocation()?.assign?.('/'));
  const environment = options.environment ?? environmentFromHost(browserLocation()?.hostname);
  const state = refreshStateOf(tokenStore);

  // The axios instance, created once axios has loaded (with the first request, see `loadAxios`).
  let creating: Promise<AxiosInstance> | null = null;
  const axiosInstance = (): Promise<AxiosInstance> =>
    (creating ??= loadAxios().then(
      (axios) =>
        axios.create({
          baseURL,
          timeout: timeoutMs,
          validateStatus: (status) => status >= 200 && status < 300,
          paramsSerializer: { serialize: (params) => serializeQuery(params as object) },
          transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
          headers: { Accept: 'application/json, text/plain, */*' },
        }),
      (error: unknown) => {
        // Not kept: the next request loads it again.
        creating = null;
        throw error;
      },
    ));

  /** `language`, `key` and `roleType`, which every request carries unless it names them itself. */
  const sharedParams = (): Record<string, string | undefined> => ({
    language: options.language?.()?.toLowerCase() || undefined,
    key: pageKeyOf(pagePath()),
    roleType: options.tenantMode?.() ? 'TENANT' : undefined,
  });

  const queryOf = (request: InternalRequest, token: TokenRecord | null): Record<string, unknown> => {
    let payload = queryPayloadMethods.has(request.method) ? request.data : request.params;
    if (request.method === 'get')
      payload = applyTablePageSize(payload as object | undefined, options.tablePageSize?.());
    const query: Record<string, unknown> = { ...(payload as object | undefined) };
    for (const [name, value] of Object.entries(sharedParams())) {
      if (value !== undefined && query[name] === undefined) query[name] = value;
    }
    if (request.accessTokenInQuery && token) query.access_token = token.access_token;
    return query;
  };

  const toAxiosConfig = (request: InternalRequest, token: TokenRecord | null): AxiosRequestConfig => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.auth === 'bearer' && token) headers.Authorization = `Bearer ${token.access_token}`;
    if (request.auth === 'client') headers.Authorization = clientAuthorization;
    const { onUploadProgress, onDownloadProgress } = request;
    return {
      method: request.method,
      url: request.url,
      params: queryOf(request, token),
      data: queryPayloadMethods.has(request.method) ? undefined : request.data,
      headers,
      signal: request.signal,
      timeout: request.timeoutMs ?? timeoutMs,
      responseType: request.responseType ?? 'json',
      onUploadProgress: onUploadProgress && ((event) => onUploadProgress(toProgress(event))),
      onDownloadProgress: onDownloadProgress && ((event) => onDownloadProgress(toProgress(event))),
    };
  };

  /** The session is lost: remove its token and go to the root page, once per lost token. */
  const expire = (sentWith: string | null, request: HttpRequest, cause?: HttpError): HttpError => {
    state.consecutive = 0;
    const current = tokenStore.get();
    if (current && current.access_token === sentWith) tokenStore.clear();
    // Once per lost token; requests that carried no token after a loss do not send the app there again.
    const alreadyGone =
      state.expiredToken === sentWith || (sentWith === null && state.expiredToken !== undefined);
    if (!alreadyGone) {
      state.expiredToken = sentWith;
      navigateToRoot();
    }
    return new HttpError({
      kind: 'session-expired',
      method: request.method,
      url: request.url,
      response: cause?.response,
      body: cause?.body,
      cause,
    });
  };

  /** Joins the refresh in flight; a failed refresh rejects this request as session-expired. */
  const joinRefresh = async (request: HttpRequest, inflight: Promise<TokenRecord>): Promise<void> => {
    try {
      await waitFor(inflight, request);
    } catch (error) {
      if (error instanceof HttpError && error.kind === 'session-expired') {
        const { response, body } = error;
        throw new HttpError({
          kind: 'session-expired',
          method: request.method,
          url: request.url,
          response,
          body,
          cause: error,
        });
      }
      throw error;
    }
  };

  /** Starts the one refresh of this token store, through the coordinator if any. Its failure loses the session. */
  const startRefresh = (current: TokenRecord, request: HttpRequest): Promise<TokenRecord> => {
    const refreshRequest: HttpRequest = { method: 'post', url: tokenURL };
    let direct: Promise<TokenRecord> | undefined;
    // Once per round: a coordinator that calls it twice must not spend the refresh token twice.
    const refreshDirectly = (): Promise<TokenRecord> =>
      (direct ??= (async () => {
        const instance = await axiosInstance();
        const response = await instance.request({
          method: 'post',
          url: tokenURL,
          params: { grant_type: 'refresh_token', refresh_token: current.refresh_token },
          headers: { Authorization: clientAuthorization },
          timeout: refreshTimeoutMs,
        });
        const record = createTokenRecord(response.data, { previous: current });
        if (!record) {
          throw new HttpError({
            kind: 'status',
            ...refreshRequest,
            response: toResponse(response),
            message: 'The refresh answer carried no access token.',
          });
        }
        tokenStore.set(record);
        return record;
      })());
    const refreshing = (async () => {
      try {
        if (!options.coordinateRefresh) return await refreshDirectly();
        const record = await options.coordinateRefresh(current, refreshDirectly);
        // A token obtained elsewhere is kept, unless the session moved on while the coordinator
        // waited: writing it then would bring back a session that was logged out.
        const stored = tokenStore.get();
        if (stored?.access_token === current.access_token) tokenStore.set(record);
        return record;
      } catch (caught) {
        throw expire(current.access_token, request, await toHttpError(caught, refreshRequest));
      } finally {
        state.inflight = null;
      }
    })();
    state.inflight = refreshing;
    return refreshing;
  };

  /**
   * Decides what a 401 leads to: join the refresh in flight, replay with a token refreshed since
   * the request left, refresh (at most `maxRefreshAttempts` rounds in a row), or lose the session.
   * Returns when the request should be replayed; throws otherwise.
   */
  const recover = async (
    request: InternalRequest,
    sentWith: string | null,
    replays: number,
    error: HttpError,
  ) => {
    const current = tokenStore.get();
    const refreshedSinceSent =
      state.inflight !== null || (current !== null && current.access_token !== sentWith);
    if (refreshedSinceSent) {
      // Someone else refreshes, or did: replay without counting a round. A request replayed that
      // often already is refused rather than looped, whatever the others do.
      if (replays >= maxRefreshAttempts) throw error;
      return state.inflight ? joinRefresh(request, state.inflight) : undefined;
    }
    if (!current?.refresh_token || state.consecutive >= maxRefreshAttempts)
      throw expire(sentWith, request, error);
    state.consecutive += 1;
    return joinRefresh(request, startRefresh(current, request));
  };

  const send = async <T>(request: InternalRequest): Promise<HttpResponse<T>> => {
    for (let replays = 0; ; replays += 1) {
      if (request.auth === 'bearer' && state.inflight) await joinRefresh(request, state.inflight);
      const token = request.auth === 'bearer' ? tokenStore.get() : null;
      try {
        const instance = await axiosInstance();
        const response = await instance.request(toAxiosConfig(request, token));
        state.consecutive = 0;
        return toResponse<T>(response);
      } catch (caught) {
        const error = await toHttpError(caught, request);
        if (error.status !== 401 || request.auth !== 'bearer') throw error;
        await recover(request, token?.access_token ?? null, replays, error);
      }
    }
  };

  const dataOf = <T>(request: InternalRequest) => send<T>(request).then((response) => response.data);

  const verb =
    (method: HttpMethod) =>
    <T>(url: string, data?: unknown, requestOptions: RequestOptions = {}): Promise<T> =>
      dataOf<T>({ ...requestOptions, method, url, data, auth: 'bearer' });

  const tokenGrant = async (
    form: Record<string, unknown>,
    loginOptions: LoginOptions,
  ): Promise<TokenRecord> => {
    const response = await send<unknown>({
      method: 'post',
      url: tokenURL,
      data: serializeQuery(form),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      signal: loginOptions.signal,
      auth: 'client',
    });
    const record = createTokenRecord(response.data);
    if (!record) {
      throw new HttpError({
        kind: 'status',
        method: 'post',
        url: tokenURL,
        response,
        message: 'The token answer carried no access token.',
      });
    }
    tokenStore.set(record, { remember: loginOptions.remember ?? false });
    state.consecutive = 0;
    state.expiredToken = undefined;
    return record;
  };

  const verify = async (
    url: string,
    fields: object,
    signal: AbortSignal | undefined,
  ): Promise<string | undefined> => {
    if (!options.verifyIdentity) return undefined;
    const failed = (cause?: unknown) =>
      new HttpError({
        kind: 'verification',
        method: 'get',
        url,
        response: { status: 400, statusText: 'Bad Request', headers: {}, data: new ArrayBuffer(0) },
        cause,
      });
    let token: string | null | undefined;
    try {
      token = await options.verifyIdentity({ url, fields, signal });
    } catch (cause) {
      throw failed(cause);
    }
    if (!token) throw failed();
    return token;
  };

  return {
    get: verb('get'),
    delete: verb('delete'),
    post: verb('post'),
    put: verb('put'),
    patch: verb('patch'),
    request: (request) => send({ ...request, auth: 'bearer' }),

    upload(url, file, uploadOptions = {}) {
      let form: FormData;
      if (file instanceof FormData) {
        form = file;
      } else {
        form = new FormData();
        for (const [name, value] of Object.entries(uploadOptions.fields ?? {})) form.append(name, value);
        const fileName = uploadOptions.fileName ?? ((file as Partial<File>).name || 'file');
        form.append(uploadOptions.fieldName ?? 'file', file, fileName);
      }
      return dataOf({
        method: 'post',
        url,
        data: form,
        params: uploadOptions.params,
        headers: uploadOptions.headers,
        signal: uploadOptions.signal,
        timeoutMs: uploadOptions.timeoutMs,
        onUploadProgress: uploadOptions.onProgress,
        auth: 'bearer',
      });
    },

    async download(url, fields = {}, downloadOptions = {}) {
      const { signal } = downloadOptions;
      const verificationToken =
        downloadOptions.verify === false ? undefined : await verify(url, fields, signal);
      const response = await send<ArrayBuffer>({
        method: 'get',
        url,
        data: fields,
        responseType: 'arraybuffer',
        headers: verificationToken ? { [verificationHeader]: verificationToken } : undefined,
        signal,
        timeoutMs: downloadOptions.timeoutMs,
        onDownloadProgress: downloadOptions.onProgress,
        accessTokenInQuery: downloadOptions.accessTokenInQuery ?? true,
        auth: 'bearer',
      });
      const downloadURL =
        response.headers['download-url'] ??
        response.headers['x-download-url'] ??
        response.headers.downloadurl;
      // A download URL is a link the server signed for this file: it gets no token of ours.
      const fileResponse = downloadURL
        ? await send<ArrayBuffer>({
            method: 'get',
            url: downloadURL,
            responseType: 'arraybuffer',
            signal,
            auth: 'none',
          })
        : response;
      const file: DownloadedFile = {
        fileName:
          fileNameFromContentDisposition(fileResponse.headers['content-disposition']) ??
          (downloadURL ? fileNameFromUrl(downloadURL) : undefined) ??
          withDefaultExtension(downloadOptions.fileName ?? 'export'),
        contentType: fileResponse.headers['content-type']?.split(';', 1)[0] || XLSX_CONTENT_TYPE,
        data: toArrayBuffer(fileResponse.data),
        source: downloadURL ? 'url' : 'body',
      };
      if (downloadOptions.save !== false) await saveFile(file);
      return file;
    },

    exportUrl(url, fields = {}) {
      const request: InternalRequest = {
        method: 'get',
        url,
        data: fields,
        auth: 'bearer',
        accessTokenInQuery: true,
      };
      return withQuery(joinURL(baseURL, url), serializeQuery(queryOf(request, tokenStore.get())));
    },

    login(credentials, loginOptions = {}) {
      return tokenGrant(
        {
          scope: 'read write',
          grant_type: 'password',
          username: credentials.username,
          password: credentials.password,
          loginType: credentials.loginType,
          client_name: credentials.clientName,
        },
        loginOptions,
      );
    },

    loginWith: (fields, loginOptions = {}) => tokenGrant({ ...fields }, loginOptions),

    async refreshSession() {
      const request: HttpRequest = { method: 'post', url: tokenURL };
      if (state.inflight) return state.inflight;
      const current = tokenStore.get();
      if (!current?.refresh_token) throw expire(current?.access_token ?? null, request);
      return startRefresh(current, request);
    },

    logout: () => tokenStore.clear(),
    environment,
    tokenStore,
  };
}
