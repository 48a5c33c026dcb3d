import { randomBytes } from 'node:crypto';
import { carouselResource } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { must } from '../must';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

async function tenantIdOf(code: string): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>(
    `select id from resource_record where resource = 'tenant' and data->>'tenantCode' = $1`,
    [code],
  );
  return must(rows[0], code).id;
}

async function get(login: string | null, url: string) {
  return service.call({ method: 'GET', url, ...(login && { token: await service.login(login) }) });
}

/** A multipart/form-data body, as a browser builds it. */
function multipart(
  parts: { name: string; fileName?: string; contentType?: string; content: Buffer | string }[],
) {
  const boundary = `----opsdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  login: string,
  file: Buffer | string,
  fileName = 'note.txt',
  query = '',
  contentType = 'text/plain',
) {
  return service.call({
    method: 'POST',
    url: `/api/upload/attachment${query}`,
    token: await service.login(login),
    ...multipart([{ name: 'file', fileName, contentType, content: file }]),
  });
}

describe('attachments', () => {
  const MB = 1024 * 1024;
  let attachmentOID: string;
  const content = 'Quarterly figures: 42\n';

  beforeAll(async () => {
    attachmentOID = (await upload('employee', content, 'report 报告.txt')).json().attachmentOID;
  });

  it("stores an uploaded file bound to the caller's tenant and answers its metadata with 201", async () => {
    const response = await upload('employee', content, 'C:\\Users\\me\\second.txt');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      attachmentOID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fileName: 'second.txt',
      contentType: 'text/plain',
      size: Buffer.byteLength(content),
      tenantId: await tenantIdOf('T0001'),
      createdBy: 'employee',
      createdAt: expect.any(String),
      downloadPath: `/api/attachment/download/${response.json().attachmentOID}`,
      link: {
        url: expect.stringMatching(`^/api/attachment/file/${response.json().attachmentOID}\\?`),
        expiresAt: expect.any(String),
      },
    });
  });

  it('searches an attachment by attachmentOID', async () => {
    const response = await get('employee', `/api/attachment/search?attachmentOID=${attachmentOID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ attachmentOID, fileName: 'report 报告.txt' });
  });

  it('downloads the bytes with a Content-Disposition naming the file', async () => {
    const response = await get('employee', `/api/attachment/download/${attachmentOID}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(content);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="report __.txt"; filename*=UTF-8''report%20%E6%8A%A5%E5%91%8A.txt`,
    );
  });

  it('refuses an access token in the query of an attachment download: tokens stay out of URLs', async () => {
    const token = await service.login('employee');
    const response = await service.call({
      method: 'GET',
      url: `/api/attachment/download/${attachmentOID}?access_token=${token}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a tenant-bound account another tenant's attachment with 403 CROSS_TENANT, to search and to download", async () => {
    const { rows } = await service.db.query<{ attachment_oid: string }>(
      `insert into attachment (tenant_id, file_name, content_type, size, content, created_by)
       values ($1, 'theirs.txt', 'text/plain', 1, 'x', 'someone') returning attachment_oid`,
      [await tenantIdOf('T0002')],
    );
    const theirs = must(rows[0], 'attachment').attachment_oid;
    for (const url of [
      `/api/attachment/search?attachmentOID=${theirs}`,
      `/api/attachment/download/${theirs}`,
    ]) {
      const response = await get('employee', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('CROSS_TENANT');
    }
  });

  it("lets the provider's staff read a customer tenant's attachment", async () => {
    expect((await get('content', `/api/attachment/download/${attachmentOID}`)).statusCode).toBe(200);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const response = await upload('content', Buffer.alloc(10 * MB, 1), 'big.bin');
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(10 * MB);
  });

  it('refuses a file over 10 MB with 400 naming file, in the request language', async () => {
    const response = await upload('content', Buffer.alloc(10 * MB + 1, 1), 'big.bin', '?language=ja');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'file', message: '添付ファイルのサイズは 10MB 以下にしてください。' },
    ]);
  });

  it('refuses an upload without a file, or with an empty one, with 400 naming file (and a JSON body with 415)', async () => {
    const token = await service.login('content');
    const json = await service.call({
      method: 'POST',
      url: '/api/upload/attachment',
      token,
      payload: { file: 'x' },
    });
    expect([json.statusCode, json.json().errorCode]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const bodies = [
      multipart([{ name: 'comment', content: 'no file here' }]),
      multipart([{ name: 'file', fileName: 'empty.txt', contentType: 'text/plain', content: '' }]),
    ];
    for (const body of bodies) {
      const response = await service.call({ method: 'POST', url: '/api/upload/attachment', token, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe('file');
    }
  });

  it('answers 404 ATTACHMENT_NOT_FOUND for an unknown attachment and 400 for a malformed attachmentOID', async () => {
    const unknown = await get(
      'admin',
      '/api/attachment/search?attachmentOID=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('ATTACHMENT_NOT_FOUND');
    const malformed = await get('admin', '/api/attachment/download/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().validationErrors[0].field).toBe('attachmentOID');
  });
});

/** The path and query of a signed link, as the service answered it. */
const linkOf = (answer: { link?: { url: string } }) => must(answer.link, 'link').url;

describe('signed attachment links', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  let imageOID: string;
  let textOID: string;

  beforeAll(async () => {
    imageOID = (await upload('employee', png, 'dot 点.png', '?kind=image', 'image/png')).json().attachmentOID;
    textOID = (await upload('employee', '<script>alert(1)</script>', 'page.html', '', 'text/html')).json()
      .attachmentOID;
  });

  it('are answered by the search with an expiry, and give the bytes without a token, shown in place', async () => {
    const found = (await get('employee', `/api/attachment/search?attachmentOID=${imageOID}`)).json();
    expect(found.link).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/api/attachment/file/${imageOID}\\?expires=\\d+&signature=[\\w-]{43}$`),
      ),
      expiresAt: expect.any(String),
    });
    const expiresIn = Date.parse(found.link.expiresAt) - service.clock.now().getTime();
    expect(expiresIn).toBeGreaterThanOrEqual(600_000);
    expect(expiresIn).toBeLessThanOrEqual(660_000);
    const response = await get(null, linkOf(found));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="dot _.png"; filename*=UTF-8''dot%20%E7%82%B9.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it("show a PDF in place, framed by the console's own pages only", async () => {
    const { attachmentOID } = (
      await upload('employee', '%PDF-1.4\n%%EOF\n', 'terms.pdf', '', 'application/pdf')
    ).json();
    const found = (await get('employee', `/api/attachment/search?attachmentOID=${attachmentOID}`)).json();
    const response = await get(null, linkOf(found));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it('save any other type as a file and let it run nothing when opened on its own', async () => {
    const found = (await get('employee', `/api/attachment/search?attachmentOID=${textOID}`)).json();
    const response = await get(null, linkOf(found));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('answer 410 ATTACHMENT_LINK_EXPIRED, in words, once their time is up', async () => {
    const found = (await get('employee', `/api/attachment/search?attachmentOID=${imageOID}`)).json();
    service.clock.advance(11 * 60_000);
    try {
      const response = await service.call({ method: 'GET', url: `${linkOf(found)}&language=en` });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({
        errorCode: 'ATTACHMENT_LINK_EXPIRED',
        message: 'The attachment is missing or has expired.',
      });
    } finally {
      service.clock.advance(-11 * 60_000);
    }
  });

  it('refuse with 403 a link whose expiry was stretched, or whose signature is put on another file', async () => {
    const found = (await get('employee', `/api/attachment/search?attachmentOID=${imageOID}`)).json();
    const url = new URL(linkOf(found), 'http://service');
    const expires = Number(url.searchParams.get('expires')) + 3600;
    const stretched = `${url.pathname}?expires=${expires}&signature=${url.searchParams.get('signature')}`;
    const moved = `/api/attachment/file/${textOID}${url.search}`;
    for (const tampered of [stretched, moved]) {
      const response = await get(null, tampered);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('ATTACHMENT_LINK_INVALID');
    }
  });

  it('answer 404 once the file is deleted, and 400 naming the parameter for a malformed link', async () => {
    const { attachmentOID } = (await upload('employee', 'short-lived', 'gone.txt')).json();
    const found = (await get('employee', `/api/attachment/search?attachmentOID=${attachmentOID}`)).json();
    await service.db.query('delete from attachment where attachment_oid = $1', [attachmentOID]);
    expect((await get(null, linkOf(found))).statusCode).toBe(404);
    const malformed = await get(null, `/api/attachment/file/${imageOID}?expires=soon&signature=x`);
    expect(malformed.statusCode).toBe(400);
    const fields = malformed.json().validationErrors.map((error: { field: string }) => error.field);
    expect(fields).toContain('expires');
  });
});

describe('image uploads', () => {
  const MB = 1024 * 1024;
  const employeeCompany = async () =>
    must(
      (
        await service.db.query<{ company_id: number }>(
          "select company_id from account where login = 'employee'",
        )
      ).rows[0],
      'employee',
    ).company_id;
  const configure = (companyId: number, configuration: Record<string, unknown>) =>
    service.db.query(
      `insert into company_configuration (company_id, configuration) values ($1, $2)
       on conflict (company_id) do update set configuration = excluded.configuration`,
      [companyId, JSON.stringify(configuration)],
    );

  it("are held to the company's upload limit, and an attachment to 10 MB", async () => {
    const companyId = await employeeCompany();
    await configure(companyId, { uploadMaxSizeMb: 1 });
    try {
      const exact = await upload('employee', Buffer.alloc(MB, 1), 'exact.png', '?kind=image', 'image/png');
      expect(exact.statusCode).toBe(201);
      const over = await upload(
        'employee',
        Buffer.alloc(MB + 1, 1),
        'over.png',
        '?kind=image&language=en',
        'image/png',
      );
      expect(over.statusCode).toBe(400);
      expect(over.json().validationErrors).toEqual([
        { field: 'file', message: 'An image may be at most 1 MB.' },
      ]);
      const attachment = await upload('employee', Buffer.alloc(MB + 1, 1), 'over.bin');
      expect(attachment.statusCode).toBe(201);
    } finally {
      await service.db.query('delete from company_configuration where company_id = $1', [companyId]);
    }
  });

  it("are held to 3 MB, the spec's general upload limit, when the company configures none", async () => {
    const companyId = await employeeCompany();
    await configure(companyId, { baseCurrency: 'CNY' });
    try {
      const over = await upload(
        'employee',
        Buffer.alloc(3 * MB + 1, 1),
        'big.png',
        '?kind=image&language=zh_cn',
        'image/png',
      );
      expect(over.statusCode).toBe(400);
      expect(over.json().validationErrors).toEqual([{ field: 'file', message: '图片大小不能超过 3M' }]);
    } finally {
      await service.db.query('delete from company_configuration where company_id = $1', [companyId]);
    }
  });
});

describe('the resource API names the files of attachment and image fields', () => {
  it('with their name, type, size and a link that shows them, for the whole page in one answer', async () => {
    const token = await service.login('content');
    const page = (
      await service.call({ method: 'GET', url: `/api/resources/${carouselResource.name}?size=5`, token })
    ).json();
    const withImage = page.content.filter((record: { imageOid?: string }) => record.imageOid);
    expect(withImage.length).toBeGreaterThan(0);
    for (const record of withImage) {
      expect(record.attachments.imageOid).toEqual({
        attachmentOID: record.imageOid,
        fileName: expect.stringMatching(/\.png$/),
        contentType: 'image/png',
        size: expect.any(Number),
        link: {
          url: expect.stringContaining(`/api/attachment/file/${record.imageOid}?`),
          expiresAt: expect.any(String),
        },
      });
    }
    const first = withImage[0];
    const shown = await get(null, first.attachments.imageOid.link.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    const detail = (
      await service.call({ method: 'GET', url: `/api/resources/${carouselResource.name}/${first.id}`, token })
    ).json();
    expect(detail.attachments.imageOid.attachmentOID).toBe(first.imageOid);
  });

  it("and the operation history names a changed image by its files' names", async () => {
    const token = await service.login('content');
    const page = (
      await service.call({ method: 'GET', url: '/api/resources/carousel?size=20', token })
    ).json();
    const record = page.content.find((candidate: { imageOid?: string }) => candidate.imageOid);
    const { attachmentOID } = (
      await upload(
        'content',
        Buffer.from('not really a png'),
        'spring-banner.png',
        '?kind=image',
        'image/png',
      )
    ).json();
    const { id, version, createdAt, updatedAt, references, attachments, oid, ...fields } = record;
    void [createdAt, updatedAt, references, attachments, oid];
    const updated = await service.call({
      method: 'PUT',
      url: `/api/resources/carousel/${id}`,
      token,
      payload: { ...fields, imageOid: attachmentOID, version },
    });
    expect(updated.statusCode).toBe(200);
    const history = (
      await service.call({ method: 'GET', url: `/api/resources/carousel/${id}/history?language=en`, token })
    ).json();
    expect(history[0].words).toContainEqual({
      field: 'imageOid',
      label: expect.any(String),
      before: record.attachments.imageOid.fileName,
      after: 'spring-banner.png',
    });
  });

  it('and leave out a field whose file is gone, or whose value names no file, answering that it names none', async () => {
    const token = await service.login('content');
    const { rows } = await service.db.query<{ id: number }>(
      "select id from resource_record where resource = 'carousel' and data ? 'imageOid' order by id limit 2",
    );
    const [gone, odd] = rows.map((row) => row.id) as [number, number];
    const setImage = (id: number, value: string) =>
      service.db.query(
        `update resource_record set data = jsonb_set(data, '{imageOid}', to_jsonb($2::text)) where id = $1`,
        [id, value],
      );
    await setImage(gone, '00000000-0000-4000-8000-000000000000');
    await setImage(odd, 'not-a-file');
    for (const id of [gone, odd]) {
      const response = await service.call({ method: 'GET', url: `/api/resources/carousel/${id}`, token });
      expect(response.statusCode).toBe(200);
      expect(response.json().attachments).toEqual({});
    }
  });

  it('are answered for every record of a resource with file fields, and for none of a resource without', async () => {
    const token = await service.login('content');
    await service.db.query("update resource_record set data = data - 'imageOid' where resource = 'carousel'");
    const carousels = await service.call({ method: 'GET', url: '/api/resources/carousel?size=5', token });
    expect(carousels.statusCode).toBe(200);
    const records = carousels.json().content as { attachments?: unknown }[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((record) => record.attachments)).toEqual(records.map(() => ({})));

    const admin = await service.login('admin');
    const banks = await service.call({
      method: 'GET',
      url: '/api/resources/common-bank?size=5',
      token: admin,
    });
    expect(banks.statusCode).toBe(200);
    expect((banks.json().content as { attachments?: unknown }[]).map((record) => record.attachments)).toEqual(
      (banks.json().content as unknown[]).map(() => undefined),
    );
  });
});

describe('images of rich text', () => {
  it('are stored by their stable path and answered with a signed link that shows them', async () => {
    const token = await service.login('content');
    const { attachmentOID } = (
      await upload('content', Buffer.from('pretend png'), 'chart.png', '?kind=image', 'image/png')
    ).json();
    const page = (
      await service.call({ method: 'GET', url: '/api/resources/init-announcement?size=1', token })
    ).json();
    const { id, version, createdAt, updatedAt, references, attachments, oid, ...fields } = page.content[0];
    void [createdAt, updatedAt, references, attachments, oid];
    // As the editor sends it back: the image still carries the link it was shown from.
    const content = `<p>Quarterly chart</p><img src="/api/attachment/file/${attachmentOID}?expires=1&amp;signature=old" alt="chart.png">`;
    const updated = await service.call({
      method: 'PUT',
      url: `/api/resources/init-announcement/${id}`,
      token,
      payload: { ...fields, content, version },
    });
    expect(updated.statusCode).toBe(200);
    // The answer of a write reads as a read does: the picture shows straight away.
    expect(updated.json().content).toMatch(
      /\/api\/attachment\/file\/[0-9a-f-]{36}\?expires=\d+&amp;signature=/,
    );
    const { rows } = await service.db.query<{ content: string }>(
      'select data->>$2 as content from resource_record where id = $1',
      [id, 'content'],
    );
    expect(must(rows[0], 'record').content).toBe(
      `<p>Quarterly chart</p><img src="/api/attachment/file/${attachmentOID}" alt="chart.png">`,
    );
    const detail = (
      await service.call({ method: 'GET', url: `/api/resources/init-announcement/${id}`, token })
    ).json();
    const src = must(/src="([^"]+)"/.exec(detail.content)?.[1], 'src').replace(/&amp;/g, '&');
    expect(src).toMatch(
      new RegExp(`^/api/attachment/file/${attachmentOID}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect((await get(null, src)).statusCode).toBe(200);
  });
});
