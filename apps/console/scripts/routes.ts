/** `pnpm --filter console routes`: the route catalogue as JSON on standard output. */
import { routesJson } from './routesJson';

process.stdout.write(`${JSON.stringify(await routesJson(), null, 2)}\n`);
