import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the loopback test server received it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** The bearer token it carried, if any. */
  readonly bearer: string | undefined;
}

export interface TestReply {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and buffers as they are. */
  readonly body?: unknown;
  /** Answer after this long. */
  readonly delayMs?: number;
  /** Drop the connection instead of answering. */
  readonly destroy?: boolean;
}

export type Handler = (request: RecordedRequest) => TestReply | Promise<TestReply>;

export interface TestServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  route(method: string, path: string, handler: Handler): void;
  /** Requests received on one path. */
  on(path: string): RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a random port, answering what each test tells it to. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const authorization = req.headers.authorization;
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks),
          bearer: authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined,
        };
        requests.push(recorded);
        const handler = routes.get(`${recorded.method} ${recorded.path}`);
        const reply: TestReply = handler
          ? await handler(recorded)
          : { status: 404, body: { message: `no route for ${recorded.method} ${recorded.path}` } };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        if (res.destroyed) return;
        const headers: Record<string, string> = { ...reply.headers };
        let body: string | Buffer = '';
        if (Buffer.isBuffer(reply.body) || typeof reply.body === 'string') body = reply.body;
        else if (reply.body !== undefined) {
          body = JSON.stringify(reply.body);
          headers['content-type'] ??= 'application/json';
        }
        res.writeHead(reply.status ?? 200, headers);
        res.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
    on: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The OAuth side of the tests: issues access tokens, accepts only those it issued and has not
 * revoked, and answers the refresh grant (or fails it the way a test says).
 */
export class TokenAuthority {
  readonly valid = new Set<string>();
  readonly refreshCalls: RecordedRequest[] = [];
  refreshDelayMs = 30;
  /** When set, answers the refresh grant instead of issuing a token. */
  refreshFailure: TestReply | undefined;
  private issued = 1;

  constructor(readonly server: TestServer) {
    server.route('POST', '/oauth/token', (request) => {
      if (request.query.get('grant_type') !== 'refresh_token')
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      this.refreshCalls.push(request);
      if (this.refreshFailure) return this.refreshFailure;
      this.issued += 1;
      const accessToken = `A${this.issued}`;
      this.valid.add(accessToken);
      return {
        delayMs: this.refreshDelayMs,
        body: {
          access_token: accessToken,
          refresh_token: `R${this.issued}`,
          expires_in: 3600,
          token_type: 'bearer',
        },
      };
    });
  }

  /** 200 with the token it saw when the bearer is valid; 401 with an empty body otherwise. */
  guard(request: RecordedRequest, ok: TestReply = {}): TestReply {
    return request.bearer !== undefined && this.valid.has(request.bearer)
      ? { body: { token: request.bearer }, ...ok }
      : { status: 401 };
  }
}
