/**
 * A built app served as production serves it: its static files, and `/api/**` and `/oauth/**`
 * passed to the operation-service on the same origin. Used by the reuse test and the typing benchmark.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const PROXIED = ['/api/', '/oauth/'];

export interface SameOriginServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 and a free port; `/api/**` and `/oauth/**` go to `service` (an origin). */
export async function serveSameOrigin(root: string, service: string): Promise<SameOriginServer> {
  const rootDir = resolve(root);
  const upstream = new URL(service);
  // Connections to the service are kept open, as a reverse proxy's upstream connections are.
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const { pathname } = new URL(url, 'http://localhost');
    if (PROXIED.some((prefix) => pathname.startsWith(prefix))) {
      const forwarded = request(
        {
          agent,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forwarded);
      return;
    }
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    void (async () => {
      const file = resolve(rootDir, `.${pathname === '/' ? '/index.html' : decodeURIComponent(pathname)}`);
      const info = file.startsWith(rootDir + sep) ? await stat(file).catch(() => null) : null;
      if (!info?.isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': 'no-store',
      });
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
