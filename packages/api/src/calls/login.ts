import type { HttpClient, RequestOptions } from '@opsdesk/http';
import { loginErrorCountsSchema, type LoginErrorCounts } from '../schemas/login';
import { parseAnswer } from './call';

/**
 * `POST /api/refactor/account/loginErrorCounts`: the failed-password count of a username, for the
 * login page to warn before the account locks.
 */
export async function getLoginErrorCounts(
  http: HttpClient,
  username: string,
  options: RequestOptions = {},
): Promise<LoginErrorCounts> {
  const answer = await http.post('/api/refactor/account/loginErrorCounts', undefined, {
    ...options,
    params: { ...options.params, username },
  });
  return parseAnswer('getLoginErrorCounts', loginErrorCountsSchema, answer);
}
