/** The deployment environments, derived from the host name the console is served from. */
export type Environment = 'dev' | 'uat' | 'stage' | 'release';

/** Which build the addresses are for. */
export type BuildMode = 'production' | 'development';

/** Where every service the console talks to lives. */
export interface BaseAddresses {
  /** The operation-service: empty (same origin) in production, `/operationservice` in development. */
  readonly operationService: string;
  /** `{auth}`: the OAuth server that answers `/oauth/token`. */
  readonly auth: string;
  /** `{sso}`: the single-sign-on service that answers `/sso/loginDecide`. */
  readonly sso: string;
  readonly budget: string;
  readonly push: string;
  readonly payment: string;
  readonly maps: string;
  readonly websocket: string;
  /** Hosts allowed to preview office documents; nothing else is ever framed. */
  readonly officePreviewDomains: readonly string[];
  /** The old console's home page. */
  readonly oldHomePage: string;
}

/** The old home page path of the spec. */
export const OLD_HOME_PAGE = '/old/#/my/expense/list';

/** The base of the operation-service in development builds. */
export const DEVELOPMENT_OPERATION_SERVICE_BASE = '/operationservice';

/** Where the reference operation-service listens on a developer's machine. */
export const DEFAULT_DEVELOPMENT_HOST = 'http://localhost:8787';

/** Office documents are previewed through Microsoft's viewer unless a deployment says otherwise. */
export const DEFAULT_OFFICE_PREVIEW_DOMAINS: readonly string[] = ['view.officeapps.live.com'];

export interface BaseAddressOptions {
  /**
   * The page origin (`https://console.example.com`), for the websocket address of production
   * builds. Defaults to `globalThis.location.origin`, or no host outside a browser.
   */
  readonly origin?: string | undefined;
  /** The absolute host the development build's budget, push, payment, maps and SSO live on. */
  readonly developmentHost?: string | undefined;
  readonly officePreviewDomains?: readonly string[] | undefined;
  /** Any address to replace, for a deployment that differs. */
  readonly overrides?: Partial<BaseAddresses> | undefined;
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function websocketFrom(origin: string | undefined): string {
  if (!origin) return '/websocket';
  return `${trimSlash(origin).replace(/^http/, 'ws')}/websocket`;
}

/**
 * The base addresses of a build. Production uses relative service roots for budget, push and
 * payment, an empty operation-service base and a websocket address on the page's own host.
 * Development uses `/operationservice` plus absolute hosts for budget, push, payment, maps and SSO.
 */
export function createBaseAddresses(mode: BuildMode, options: BaseAddressOptions = {}): BaseAddresses {
  const origin = options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin;
  const officePreviewDomains = options.officePreviewDomains ?? DEFAULT_OFFICE_PREVIEW_DOMAINS;
  const base: BaseAddresses =
    mode === 'production'
      ? {
          operationService: '',
          auth: '',
          sso: '',
          budget: '/budget',
          push: '/push',
          payment: '/payment',
          maps: '/maps',
          websocket: websocketFrom(origin),
          officePreviewDomains,
          oldHomePage: OLD_HOME_PAGE,
        }
      : (() => {
          const host = trimSlash(options.developmentHost ?? DEFAULT_DEVELOPMENT_HOST);
          return {
            operationService: DEVELOPMENT_OPERATION_SERVICE_BASE,
            auth: DEVELOPMENT_OPERATION_SERVICE_BASE,
            sso: `${host}/sso-service`,
            budget: `${host}/budget`,
            push: `${host}/push`,
            payment: `${host}/payment`,
            maps: `${host}/maps`,
            websocket: websocketFrom(host),
            officePreviewDomains,
            oldHomePage: OLD_HOME_PAGE,
          };
        })();
  return { ...base, ...options.overrides };
}

/**
 * The environment of a host name: `localhost`, loopback and IP addresses and hosts with a `dev`
 * label are dev; a `uat` label is uat; a `stage`/`stg`/`staging` label is stage; anything else is
 * release. A label may carry a number (`uat2`). Labels are the parts between dots and dashes (`console-uat.example.com` is uat).
 */
export function environmentFromHost(host: string | undefined): Environment {
  const name = (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  if (name === '' || name === 'localhost' || /^[\d.]+$/.test(name) || name.includes(':')) return 'dev';
  const labels = name.split(/[.-]/);
  // A label is the word itself or the word numbered (`uat2`).
  const has = (...words: string[]) =>
    labels.some((label) => new RegExp(`^(${words.join('|')})\\d*$`).test(label));
  if (has('dev', 'local', 'test')) return 'dev';
  if (has('uat')) return 'uat';
  if (has('stage', 'stg', 'staging', 'pre')) return 'stage';
  return 'release';
}

/** True when the URL points at an allowed office-preview host over https. */
export function isOfficePreviewAllowed(
  url: string,
  addresses: Pick<BaseAddresses, 'officePreviewDomains'>,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol === 'https:' &&
    addresses.officePreviewDomains.some((domain) => {
      const allowed = domain.toLowerCase();
      return host === allowed || host.endsWith(`.${allowed}`);
    })
  );
}
