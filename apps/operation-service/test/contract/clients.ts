import {
  exchangeVerificationCode,
  listDevMailbox,
  requestVerificationCode,
  VERIFICATION_RESEND_SECONDS,
} from '@opsdesk/api';
import {
  createHttpClient,
  createMemoryTokenStore,
  type HttpClient,
  type VerifyIdentity,
} from '@opsdesk/http';
import ExcelJS from 'exceljs';
import { DEFAULT_OAUTH_CLIENT } from '../../src/config';
import { DEMO_PASSWORD, type TestService } from '../harness';

/**
 * The identity verification a user does before an export (spec §6), through the calls the console
 * makes: a code by e-mail, read from the development mailbox, exchanged for the token.
 */
export function verifyThroughMailbox(service: TestService, client: () => HttpClient): VerifyIdentity {
  return async () => {
    service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    await requestVerificationCode(client(), 'EMAIL');
    const [message] = await listDevMailbox(client());
    const code = /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
    return (await exchangeVerificationCode(client(), code)).verificationToken;
  };
}

/** An @opsdesk/http client of the listening service, logged in as a demo account. */
export async function loggedIn(
  service: TestService,
  baseURL: string,
  login: string,
  { verify = true }: { verify?: boolean } = {},
): Promise<HttpClient> {
  const client: HttpClient = createHttpClient({
    baseURL,
    oauthClient: { clientId: DEFAULT_OAUTH_CLIENT.id, clientSecret: DEFAULT_OAUTH_CLIENT.secret },
    tokenStore: createMemoryTokenStore(),
    language: () => 'en',
    navigateToRoot: () => undefined,
    saveFile: () => undefined,
    verifyIdentity: verify ? verifyThroughMailbox(service, () => client) : undefined,
  });
  await client.login({ username: login, password: DEMO_PASSWORD });
  return client;
}

/** The rows of an .xlsx file's first sheet, each a list of cell values. */
export async function rowsOf(data: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
