import { crc32, deflateSync } from 'node:zlib';
import type { RoleCode } from '@opsdesk/api';
import type { Queryable } from '../db';
import { demoAccounts } from './accounts';
import { contentFileFields } from './areas/content';
import { customerServiceFileFields } from './areas/customer-service';
import { systemFileFields } from './areas/system';
import { tenantFileFields } from './areas/tenant';
import type { SeededFileField } from './generate/files';
import type { SeedPlan } from './generate/plan';

// The image and attachment fields the areas fill name attachments: the seed stores a file drawn
// here for each one, so that previews and downloads of seeded records show something. An image is
// a small PNG (a colour of its own, the kind of image and the record's number written on it); a
// document is a one-page PDF with its title and the record's number.

/** Every field of every area that the seed fills with an attachment's OID, and its kind of file. */
export const seededFileFields: readonly SeededFileField[] = [
  ...contentFileFields,
  ...tenantFileFields,
  ...systemFileFields,
  ...customerServiceFileFields,
];

interface SeededFileBase {
  readonly oid: string;
  /** The key of the tenant of a tenant-bound record (its attachment is that tenant's). */
  readonly tenantKey?: string;
  readonly fileName: string;
  /** The login of the demo account that uploaded it; null for the product's or the platform's. */
  readonly createdBy: string | null;
  /** The two lines written on the file. */
  readonly lines: readonly [string, string];
  /** 0–359: the colour of the file. */
  readonly hue: number;
  readonly createdAt?: Date;
}

/** One image the seed stores, under the OID a record's image field holds. */
export interface SeededImage extends SeededFileBase {
  readonly kind: 'image';
  readonly width: number;
  readonly height: number;
}

/** One PDF document the seed stores, under the OID a record's attachment field holds. */
export interface SeededPdf extends SeededFileBase {
  readonly kind: 'pdf';
}

export type SeededFile = SeededImage | SeededPdf;

/** The content type each kind of file is stored with. */
export const contentTypeOf = { image: 'image/png', pdf: 'application/pdf' } as const;

/** The demo account (enabled, usable) of each role that uploads files. */
function uploaderOf(role: RoleCode | null): string | null {
  if (role === null) return null;
  const account = demoAccounts.find((entry) => entry.roles.includes(role) && !entry.state);
  if (!account) throw new Error(`Seed: no demo account of the role ${role} uploads the seeded files.`);
  return account.login;
}

/** The files the records of a plan name, once each, in the order of the plan. */
export function seededFiles(plan: SeedPlan): SeededFile[] {
  const files = new Map<string, SeededFile>();
  for (const { resource, rows } of plan.steps) {
    const fields = seededFileFields.filter((entry) => entry.resource === resource.name);
    if (fields.length === 0) continue;
    rows.forEach((row, index) => {
      const data = row.data as Record<string, unknown>;
      for (const field of fields) {
        const oid = data[field.field];
        if (typeof oid !== 'string' || files.has(oid)) continue;
        const number = String(index + 1);
        const common = {
          oid,
          ...(row.refs?.tenantId && { tenantKey: row.refs.tenantId }),
          createdBy: uploaderOf(field.uploadedBy),
          hue: hueOf(oid),
          ...(row.createdAt && { createdAt: row.createdAt }),
        };
        const stem = field.fileName ?? resource.name;
        files.set(
          oid,
          field.kind === 'image'
            ? {
                ...common,
                kind: 'image',
                fileName: `${stem}-${number}.png`,
                width: field.width,
                height: field.height,
                lines: [field.caption, number],
              }
            : {
                ...common,
                kind: 'pdf',
                fileName: `${stem}-${number}.pdf`,
                lines: [`${field.title} ${number}`, `${resource.name} #${number}`],
              },
        );
      }
    });
  }
  return [...files.values()];
}

/** A hue from an OID's first hex digits: the same record always gets the same colour. */
const hueOf = (oid: string) => Number.parseInt(oid.slice(0, 4), 16) % 360;

/** A file's bytes: a PNG of an image, a PDF of a document. */
export const renderFile = (file: SeededFile): Buffer =>
  file.kind === 'image' ? renderPng(file) : renderPdf(file);

/**
 * Stores the files of a plan's records as attachments, in batches. A tenant-bound record's file
 * belongs to its tenant; who uploaded it is its field's uploader (none for a file that the
 * customer's product uploaded or the platform made).
 */
export async function seedAttachments(
  db: Queryable,
  options: {
    readonly plan: SeedPlan;
    readonly ids: ReadonlyMap<string, number>;
    readonly now: Date;
  },
  batchSize = 200,
): Promise<number> {
  const files = seededFiles(options.plan);
  for (let start = 0; start < files.length; start += batchSize) {
    const batch = files.slice(start, start + batchSize);
    const contents = batch.map(renderFile);
    await db.query(
      `insert into attachment (attachment_oid, tenant_id, file_name, content_type, size, content, created_by, created_at)
       select v.oid, v.tenant_id, v.file_name, v.content_type, v.size, decode(v.content, 'base64'), v.created_by, v.at
         from unnest($1::uuid[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::timestamptz[])
           as v(oid, tenant_id, file_name, content_type, size, content, created_by, at)`,
      [
        batch.map((file) => file.oid),
        batch.map((file) => (file.tenantKey ? tenantIdOf(options.ids, file.tenantKey) : null)),
        batch.map((file) => file.fileName),
        batch.map((file) => contentTypeOf[file.kind]),
        contents.map((content) => content.length),
        contents.map((content) => content.toString('base64')),
        batch.map((file) => file.createdBy),
        batch.map((file) => file.createdAt ?? options.now),
      ],
    );
  }
  return files.length;
}

function tenantIdOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: the file of a record names an unknown tenant ${key}.`);
  return id;
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** A 5×7 font of the characters the captions use: each glyph is seven rows of five bits. */
// prettier-ignore
const glyphs: Readonly<Record<string, readonly number[]>> = {
  A: [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  B: [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
  C: [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
  D: [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
  E: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
  F: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
  G: [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
  H: [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  I: [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  J: [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
  K: [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
  L: [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
  M: [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
  N: [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
  O: [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  P: [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
  Q: [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
  R: [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
  S: [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
  T: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
  U: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  V: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
  W: [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
  X: [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
  Y: [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
  Z: [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
  '0': [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
  '-': [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

type Rgb = readonly [number, number, number];

/** HSL (hue in degrees, saturation and lightness 0–1) to 8-bit RGB. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

/** The image as RGB pixels: a gradient of its hue, a lighter disc, and its two lines in white. */
function drawPixels(image: Pick<SeededImage, 'width' | 'height' | 'lines' | 'hue'>): Uint8Array {
  const { width, height, hue } = image;
  const pixels = new Uint8Array(width * height * 3);
  const top = hsl(hue, 0.55, 0.55);
  const bottom = hsl((hue + 25) % 360, 0.6, 0.32);
  const disc = hsl(hue, 0.5, 0.68);
  const [cx, cy, radius] = [width * 0.8, height * 0.22, Math.min(width, height) * 0.28];
  for (let y = 0; y < height; y += 1) {
    const t = height > 1 ? y / (height - 1) : 0;
    for (let x = 0; x < width; x += 1) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = inDisc
          ? (disc[channel] ?? 0)
          : Math.round((top[channel] ?? 0) * (1 - t) + (bottom[channel] ?? 0) * t);
      }
    }
  }
  // Each line as large as fits: within 84% of the width and a quarter of the height.
  const scales = image.lines.map((line) =>
    Math.max(
      1,
      Math.min(Math.floor((width * 0.84) / (line.length * 6 - 1)), Math.floor((height * 0.25) / 7)),
    ),
  );
  const gap = Math.max(2, Math.round(height * 0.06));
  const total = scales.reduce((sum, scale) => sum + scale * 7, 0) + gap;
  let y0 = Math.round((height - total) / 2);
  image.lines.forEach((line, index) => {
    const scale = scales[index] ?? 1;
    const x0 = Math.round((width - (line.length * 6 - 1) * scale) / 2);
    [...line].forEach((character, position) => {
      const rows = glyphs[character] ?? glyphs[' '] ?? [];
      rows.forEach((bits, row) => {
        for (let column = 0; column < 5; column += 1) {
          if (((bits >> (4 - column)) & 1) === 0) continue;
          for (let dy = 0; dy < scale; dy += 1)
            for (let dx = 0; dx < scale; dx += 1) {
              const x = x0 + (position * 6 + column) * scale + dx;
              const y = y0 + row * scale + dy;
              if (x < 0 || y < 0 || x >= width || y >= height) continue;
              pixels.fill(255, (y * width + x) * 3, (y * width + x) * 3 + 3);
            }
        }
      });
    });
    y0 += scale * 7 + gap;
  });
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image as a PNG file: 8-bit RGB, no interlacing, every scanline unfiltered. */
export function renderPng(image: Pick<SeededImage, 'width' | 'height' | 'lines' | 'hue'>): Buffer {
  const pixels = drawPixels(image);
  const stride = image.width * 3;
  const raw = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Documents

/** A PDF string literal of ASCII text: the standard font has no other glyphs, so others read '?'. */
const pdfText = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`)})`;

/**
 * The document as a one-page A4 PDF 1.4: a band of its colour, its title line and a second line
 * in Helvetica (a standard font: nothing embedded), drawn with plain operators in an uncompressed
 * stream, and a cross-reference table whose offsets are the objects' byte offsets.
 */
export function renderPdf(file: Pick<SeededPdf, 'lines' | 'hue'>): Buffer {
  const [title, subtitle] = file.lines;
  const band = hsl(file.hue, 0.55, 0.55)
    .map((channel) => (channel / 255).toFixed(3))
    .join(' ');
  const stream = [
    `${band} rg 0 770 595 72 re f`,
    `0 g BT /F1 20 Tf 56 720 Td ${pdfText(title)} Tj ET`,
    `0.3 g BT /F1 12 Tf 56 694 Td ${pdfText(subtitle)} Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfText(title)} /Producer (OpsDesk seed) >>`,
  ];
  // Every character is ASCII, so a string's length is its length in bytes.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  // Each entry is exactly 20 bytes: ten digits, five, the type, and a two-byte end of line.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'ascii');
}
