import { it } from 'vitest';
import { startTestService } from '../../test/harness';

it('debug', async () => {
  const service = await startTestService({ logLevel: 'error' });
  const admin = await service.tokenOf('SUPER_ADMIN');
  const agent = await service.tokenOf('BOOKING_AGENT');
  for (const token of [admin, agent]) {
    for (const url of ['/api/dashboard/summary', '/api/dashboard/admin']) {
      const r = await service.call({ method: 'GET', url, token });
      console.log(url, r.statusCode, r.body.slice(0, 3000));
    }
  }
  await service.close();
});
