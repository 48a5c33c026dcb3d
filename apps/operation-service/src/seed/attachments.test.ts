import { inflateSync, crc32 } from 'node:zlib';
import { resourceCatalogue, type ResourceDescriptor } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW, startTestService, type TestService } from '../../test/harness';
import { demoAccounts } from './accounts';
import {
  contentTypeOf,
  renderFile,
  renderPdf,
  renderPng,
  seededFileFields,
  seededFiles,
  type SeededImage,
} from './attachments';
import { describedFileFields } from './generate/files';
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
    const images = seededFiles(planSeed('test', SEED_NOW).plan).filter(
      (file): file is SeededImage => file.kind === 'image',
    );
    expect(images.length).toBeGreaterThan(5);
    const files = images.map((entry) => renderPng(entry).toString('base64'));
    expect(new Set(files).size).toBe(images.length);
    expect(new Set(images.map((entry) => entry.oid)).size).toBe(images.length);
    expect(renderPng(images[0] ?? image).equals(renderPng(images[0] ?? image))).toBe(true);
  });
});

/** The parts of a PDF file, each checked: the header, the objects where the xref says, the trailer. */
function pdfParts(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(startxref + `xref\n0 ${count}\n`.length)
    .split('trailer')[0]
    ?.match(/.{20}/gs);
  expect(entries).toHaveLength(Number(count));
  expect(entries?.[0]).toBe('0000000000 65535 f \n');
  const objects = (entries ?? []).slice(1).map((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    const end = text.indexOf('endobj', offset);
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`), `object ${index + 1}`).toBe(true);
    return text.slice(offset, end);
  });
  const trailer = text.slice(text.indexOf('trailer', startxref));
  expect(trailer).toContain(`/Size ${count}`);
  return { text, objects };
}

describe('the generated documents', () => {
  const document = { lines: ['Training material 3', 'cs-training-template (#3)'] as const, hue: 120 };

  it('are valid one-page PDF files: header, objects where the xref says, trailer and end marker', () => {
    const { objects } = pdfParts(renderPdf(document));
    expect(objects).toHaveLength(6);
    expect(objects[0]).toContain('/Type /Catalog');
    expect(objects[1]).toContain('/Count 1');
    expect(objects[2]).toContain('/Type /Page ');
    // The stream is as long as its /Length says.
    const stream = objects[4] ?? '';
    const length = Number(/\/Length (\d+)/.exec(stream)?.[1]);
    const body = stream.slice(stream.indexOf('stream\n') + 7, stream.indexOf('\nendstream'));
    expect(body.length).toBe(length);
  });

  it('write the title line and the second line with text operators, escaping what a string must', () => {
    const { objects } = pdfParts(renderPdf(document));
    expect(objects[4]).toContain('(Training material 3) Tj');
    expect(objects[4]).toContain('(cs-training-template \\(#3\\)) Tj');
    expect(objects[5]).toContain('/Title (Training material 3)');
    const { text } = pdfParts(renderPdf({ ...document, lines: ['培训 a\\b', ''] }));
    expect(text).toContain('(?? a\\\\b) Tj');
  });

  it('differ from record to record, and are the same for the same record', () => {
    const files = seededFiles(planSeed('test', SEED_NOW).plan).filter((file) => file.kind === 'pdf');
    expect(files.length).toBeGreaterThan(3);
    const contents = files.map((file) => renderFile(file).toString('latin1'));
    expect(new Set(contents).size).toBe(files.length);
    for (const file of files) expect(file.fileName).toMatch(/^[a-z-]+-\d+\.pdf$/);
    const [first] = files;
    if (!first) throw new Error('the test plan seeds no document');
    expect(renderFile(first).equals(renderFile(first))).toBe(true);
  });
});

describe('the files of a plan', () => {
  const plan = planSeed('test', SEED_NOW).plan;

  it('are declared for every image and attachment field the resources describe, with their kind of file', () => {
    const resources = Object.values(resourceCatalogue as Record<string, ResourceDescriptor>);
    const described = resources.flatMap((resource) =>
      describedFileFields(resource).map((field) => `${resource.name}.${field}`),
    );
    const seededResources = new Set(plan.steps.map((step) => step.resource.name));
    const declared = seededFileFields.map((entry) => `${entry.resource}.${entry.field}`);
    // Every described field of a resource the seed has records of: no more, no less.
    expect(declared.sort()).toEqual(
      described.filter((name) => seededResources.has(name.split('.')[0] ?? '')).sort(),
    );
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('hold distinct OIDs, each of one record’s field', () => {
    const oids = plan.steps.flatMap(({ resource, rows }) =>
      seededFileFields
        .filter((entry) => entry.resource === resource.name)
        .flatMap((entry) =>
          rows.flatMap((row) => {
            const value = (row.data as Record<string, unknown>)[entry.field];
            return value === undefined ? [] : [value];
          }),
        ),
    );
    expect(oids.length).toBe(seededFiles(plan).length);
    expect(new Set(oids).size).toBe(oids.length);
  });
});

describe('the seeded attachments', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
  });

  afterAll(() => service.close());

  /** Every file OID the seeded records hold in a field that their resource describes as one. */
  async function fileReferences() {
    const fields = Object.values(resourceCatalogue as Record<string, ResourceDescriptor>).flatMap(
      (resource) => describedFileFields(resource).map((field) => [resource.name, field] as const),
    );
    const { rows } = await service.db.query<{
      resource: string;
      field: string;
      oid: string;
      tenant_id: number | null;
      attachment_tenant_id: number | null;
      content_type: string | null;
      file_name: string | null;
      created_by: string | null;
    }>(
      `select r.resource, f.field, r.data ->> f.field as oid, r.tenant_id,
              a.tenant_id as attachment_tenant_id, a.content_type, a.file_name, a.created_by
         from unnest($1::text[], $2::text[]) as f(resource, field)
         join resource_record r on r.resource = f.resource and r.data ? f.field
         left join attachment a on a.attachment_oid::text = r.data ->> f.field`,
      [fields.map(([resource]) => resource), fields.map(([, field]) => field)],
    );
    return rows;
  }

  const entryOf = (reference: { resource: string; field: string }) =>
    seededFileFields.find(
      (entry) => entry.resource === reference.resource && entry.field === reference.field,
    );

  it('store a file of its kind for every image and attachment OID of the seeded records', async () => {
    const references = await fileReferences();
    // Every declared field that the test scale fills (its four suggestions carry no screenshot).
    const filled = new Set(references.map((reference) => `${reference.resource}.${reference.field}`));
    for (const entry of seededFileFields)
      if (entry.field !== 'screenshotOid') expect(filled).toContain(`${entry.resource}.${entry.field}`);
    for (const reference of references) {
      const at = `${reference.resource}.${reference.field} ${reference.oid}`;
      const entry = entryOf(reference);
      expect(entry, at).toBeDefined();
      expect(reference.content_type, at).toBe(contentTypeOf[entry?.kind ?? 'image']);
      expect(reference.file_name, at).toMatch(
        entry?.kind === 'pdf' ? /^[a-z-]+-\d+\.pdf$/ : /^[a-z-]+-\d+\.png$/,
      );
    }
  });

  it("bind a tenant-bound record's file to the record's tenant, the provider's to none, each its uploader's", async () => {
    const references = await fileReferences();
    expect(references.some((reference) => reference.tenant_id !== null)).toBe(true);
    for (const reference of references) {
      const at = `${reference.resource}.${reference.field}`;
      expect(reference.attachment_tenant_id, at).toBe(reference.tenant_id);
      const role = entryOf(reference)?.uploadedBy ?? null;
      const uploader = role && demoAccounts.find((account) => account.roles.includes(role) && !account.state);
      expect(reference.created_by, at).toBe(uploader ? uploader.login : null);
    }
  });

  it('answers an image through the download route as a PNG, to the content editor', async () => {
    const [reference] = (await fileReferences()).filter(
      (entry) => entry.attachment_tenant_id === null && entry.content_type === 'image/png',
    );
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

  it.each([
    ['tenant-print-template-document', 'standardOutputOid'],
    ['tenant-print-template-document', 'tenantOutputOid'],
    ['data-search-request', 'resultAttachmentOid'],
    ['cs-training-template', 'attachmentOID'],
  ])('answers a %s’s %s through the download route as a PDF', async (resource, field) => {
    const [reference] = (await fileReferences()).filter(
      (entry) => entry.resource === resource && entry.field === field,
    );
    expect(reference).toBeDefined();
    const response = await service.call({
      method: 'GET',
      url: `/api/attachment/download/${reference?.oid}`,
      token: await service.tokenOf('SUPER_ADMIN'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['content-disposition']).toMatch(/\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    pdfParts(response.rawPayload);
  });

  it('answers its metadata through the attachment search, as the image field’s preview asks', async () => {
    const [reference] = (await fileReferences()).filter((entry) => entry.content_type === 'image/png');
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
