import { inflateSync, crc32 } from 'node:zlib';
import { sysSuggestionResource } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW, startTestService, type TestService } from '../../test/harness';
import { seededImageFields } from './areas/content';
import { renderPng, seededImages } from './attachments';
import { planSeed } from './generate/world';

/** The chunks of a PNG file, each checked against its CRC. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), type).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

describe('the generated images', () => {
  const image = { width: 160, height: 90, lines: ['COURSE', '12'] as const, hue: 200 };

  it('are valid PNG files: 8-bit RGB of the asked size, one scanline per row', () => {
    const chunks = chunksOf(renderPng(image));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([
      160, 90, 8, 2, 0, 0, 0,
    ]);
    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(90 * (1 + 160 * 3));
    for (let row = 0; row < 90; row += 1) expect(raw[row * (1 + 160 * 3)]).toBe(0);
  });

  it('write the lines in white on the colour of the record', () => {
    const raw = inflateSync(chunksOf(renderPng(image))[1]?.data ?? Buffer.alloc(0));
    const pixels = Array.from({ length: 90 * 160 }, (_, index) => {
      const offset = Math.floor(index / 160) * (1 + 160 * 3) + 1 + (index % 160) * 3;
      return [...raw.subarray(offset, offset + 3)].join(',');
    });
    expect(pixels.filter((pixel) => pixel === '255,255,255').length).toBeGreaterThan(100);
    const blank = inflateSync(chunksOf(renderPng({ ...image, lines: ['', ''] }))[1]?.data ?? Buffer.alloc(0));
    expect(blank.includes(Buffer.from([255, 255, 255]))).toBe(false);
  });

  it('differ from record to record, and are the same for the same record', () => {
    const images = seededImages(planSeed('test', SEED_NOW).plan);
    expect(images.length).toBeGreaterThan(5);
    const files = images.map((entry) => renderPng(entry).toString('base64'));
    expect(new Set(files).size).toBe(images.length);
    expect(new Set(images.map((entry) => entry.oid)).size).toBe(images.length);
    expect(renderPng(images[0] ?? image).equals(renderPng(images[0] ?? image))).toBe(true);
  });
});

describe('the seeded attachments', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
  });

  afterAll(() => service.close());

  /** Every image OID the seeded records hold, from the data (any field named like an image). */
  async function imageReferences() {
    const { rows } = await service.db.query<{
      resource: string;
      field: string;
      oid: string;
      tenant_id: number | null;
      attachment_tenant_id: number | null;
      content_type: string | null;
    }>(
      `select r.resource, f.key as field, f.value as oid, r.tenant_id,
              a.tenant_id as attachment_tenant_id, a.content_type
         from resource_record r
         cross join lateral jsonb_each_text(r.data) f
         left join attachment a on a.attachment_oid::text = f.value
        where f.key ~* '(image|screenshot|cover|background|icon|logo|picture|photo)\\w*oid$'`,
    );
    return rows;
  }

  it('store an image for every image OID of the seeded records', async () => {
    const references = await imageReferences();
    expect(references.length).toBeGreaterThan(5);
    for (const reference of references) {
      expect(reference.content_type, `${reference.resource}.${reference.field} ${reference.oid}`).toBe(
        'image/png',
      );
    }
    // Every field that holds one is a field the content seed declares.
    const declared = new Set(seededImageFields.map((entry) => `${entry.resource}.${entry.field}`));
    for (const reference of references)
      expect(declared).toContain(`${reference.resource}.${reference.field}`);
  });

  it("bind a customer's screenshot to the suggestion's tenant, and the provider's images to none", async () => {
    const references = await imageReferences();
    for (const reference of references) {
      if (reference.resource === sysSuggestionResource.name)
        expect(reference.attachment_tenant_id).toBe(reference.tenant_id);
      else expect(reference.attachment_tenant_id).toBeNull();
    }
  });

  it('answers an image through the download route as a PNG, to the content editor', async () => {
    const [reference] = (await imageReferences()).filter((entry) => entry.attachment_tenant_id === null);
    expect(reference).toBeDefined();
    const response = await service.call({
      method: 'GET',
      url: `/api/attachment/download/${reference?.oid}`,
      token: await service.login('content'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/png/);
    expect(response.headers['content-disposition']).toMatch(/\.png"/);
    expect(chunksOf(response.rawPayload).map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('answers its metadata through the attachment search, as the image field’s preview asks', async () => {
    const [reference] = await imageReferences();
    const response = await service.call({
      method: 'GET',
      url: `/api/attachment/search?attachmentOID=${reference?.oid}`,
      token: await service.tokenOf('SUPER_ADMIN'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      attachmentOID: reference?.oid,
      contentType: 'image/png',
      fileName: expect.stringMatching(/^[a-z-]+-\d+\.png$/),
    });
  });
});
