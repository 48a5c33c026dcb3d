import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';

// A route reads the body kinds it declares (JSON unless it says otherwise); any other answers 415
// before the body is read, so a form post cannot stand in for a JSON write.

let service: TestService;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.login('admin');
});

afterAll(() => service.close());

const group = { tenantGroupName: 'Media type check', tenantGroupCode: 'MEDIA-415' };

async function groupsNamed(name: string): Promise<number> {
  const { rows } = await service.db.query<{ count: number }>(
    "select count(*)::int as count from resource_record where resource = 'tenant-group' and data->>'tenantGroupName' = $1",
    [name],
  );
  return rows[0]?.count ?? 0;
}

describe('the body kinds a route reads', () => {
  it.each([
    ['a form', 'application/x-www-form-urlencoded', new URLSearchParams(group).toString()],
    ['plain text', 'text/plain', JSON.stringify(group)],
    ['XML', 'application/xml', '<group/>'],
  ])('refuses %s on a JSON write with 415 in words, and writes nothing', async (_kind, type, payload) => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group?language=en',
      token: admin,
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().message).toContain('application/json');
    expect(await groupsNamed(group.tenantGroupName)).toBe(0);
  });

  it('takes JSON on a JSON write', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group',
      token: admin,
      payload: group,
    });
    expect(response.statusCode).toBe(201);
  });

  it('takes only a form on the token endpoint', async () => {
    const fields = { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD };
    const asJson = await service.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClient, 'content-type': 'application/json' },
      payload: JSON.stringify(fields),
    });
    expect(asJson.statusCode).toBe(415);
    const asForm = await service.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(asForm.statusCode).toBe(200);
  });

  it('takes only multipart on an upload', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/upload/attachment',
      token: admin,
      payload: { file: 'not a file' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('multipart/form-data');
  });

  it('takes a POST without a body whatever Content-Type a client set on it (axios sets a form)', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/switch/user/language?language=en',
      token: admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).not.toBe(415);
    expect(response.statusCode).toBeLessThan(300);
  });
});
