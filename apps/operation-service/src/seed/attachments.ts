import { crc32, deflateSync } from 'node:zlib';
import type { Queryable } from '../db';
import { demoAccounts } from './accounts';
import { seededImageFields } from './areas/content';
import type { SeedPlan } from './generate/plan';

// The image fields of the content seed name attachments: the seed stores a small PNG drawn here
// for each one (a colour of its own, the kind of image and the record's number written on it), so
// that previews and downloads of seeded records show an image.

/** One image the seed stores, under the OID a record's image field holds. */
export interface SeededImage {
  readonly oid: string;
  /** The key of the tenant of a tenant-bound record (its attachment is that tenant's). */
  readonly tenantKey?: string;
  readonly fileName: string;
  readonly width: number;
  readonly height: number;
  /** The two lines written on the image. */
  readonly lines: readonly [string, string];
  /** 0–359: the colour of the image. */
  readonly hue: number;
  readonly createdAt?: Date;
}

/** The images the records of a plan name, once each, in the order of the plan. */
export function seededImages(plan: SeedPlan): SeededImage[] {
  const images = new Map<string, SeededImage>();
  for (const { resource, rows } of plan.steps) {
    const fields = seededImageFields.filter((entry) => entry.resource === resource.name);
    if (fields.length === 0) continue;
    rows.forEach((row, index) => {
      const data = row.data as Record<string, unknown>;
      for (const field of fields) {
        const oid = data[field.field];
        if (typeof oid !== 'string' || images.has(oid)) continue;
        const number = String(index + 1);
        images.set(oid, {
          oid,
          ...(row.refs?.tenantId && { tenantKey: row.refs.tenantId }),
          fileName: `${resource.name}-${number}.png`,
          width: field.width,
          height: field.height,
          lines: [field.caption, number],
          hue: hueOf(oid),
          ...(row.createdAt && { createdAt: row.createdAt }),
        });
      }
    });
  }
  return [...images.values()];
}

/** Who uploaded the provider's content images: the demo content editor. */
const contentEditor =
  demoAccounts.find((account) => account.roles.includes('CONTENT_EDITOR') && !account.state)?.login ?? null;

/** A hue from an OID's first hex digits: the same record always gets the same colour. */
const hueOf = (oid: string) => Number.parseInt(oid.slice(0, 4), 16) % 360;

/**
 * Stores the images of a plan's records as attachments (PNG), in batches. A tenant-bound record's
 * image belongs to its tenant, uploaded from the customer's product (no console account); the
 * provider's content images were uploaded by the content editor.
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
  const images = seededImages(options.plan);
  for (let start = 0; start < images.length; start += batchSize) {
    const batch = images.slice(start, start + batchSize);
    const contents = batch.map((image) => renderPng(image));
    await db.query(
      `insert into attachment (attachment_oid, tenant_id, file_name, content_type, size, content, created_by, created_at)
       select v.oid, v.tenant_id, v.file_name, 'image/png', v.size, decode(v.content, 'base64'), v.created_by, v.at
         from unnest($1::uuid[], $2::bigint[], $3::text[], $4::int[], $5::text[], $6::text[], $7::timestamptz[])
           as v(oid, tenant_id, file_name, size, content, created_by, at)`,
      [
        batch.map((image) => image.oid),
        batch.map((image) => (image.tenantKey ? tenantIdOf(options.ids, image.tenantKey) : null)),
        batch.map((image) => image.fileName),
        contents.map((content) => content.length),
        contents.map((content) => content.toString('base64')),
        batch.map((image) => (image.tenantKey ? null : contentEditor)),
        batch.map((image) => image.createdAt ?? options.now),
      ],
    );
  }
  return images.length;
}

function tenantIdOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: the image of a record names an unknown tenant ${key}.`);
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
