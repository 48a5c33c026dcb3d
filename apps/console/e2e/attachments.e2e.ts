import { deflateSync } from 'node:zlib';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, signIn, tokenOf } from './console';

// Attachments and images on the generic screens: thumbnails in the list and the detail from the
// signed links the answers carry, the preview dialog, and an upload held to the company's limit.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A real PNG of one colour, `width` × `height`. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A thumbnail's image, once its bytes have loaded: its natural width (0 while loading or broken). */
const loadedWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

describe('images on the generic screens', () => {
  it('show as thumbnails in a list that open the preview, without opening the row', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    await page.goto(`${baseURL()}/main/announce-manage/carousel-setting`);
    const grid = page.getByRole('grid');
    const thumbnail = grid.getByRole('button', { name: /^Preview .+\.png$/ }).first();
    await thumbnail.waitFor();
    // The image loaded from its signed link, without the token.
    await expect.poll(() => loadedWidth(thumbnail.locator('img'))).toBeGreaterThan(0);
    expect(await grid.innerText()).not.toMatch(UUID);

    await thumbnail.click();
    const dialog = page.getByRole('dialog');
    const shown = dialog.getByRole('img', { name: /^Preview of .+\.png$/ });
    await expect.poll(() => loadedWidth(shown), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await thumbnail.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/carousel-setting$/);
    expect(problems).toEqual([]);
  });

  it("show as a thumbnail on a record's detail, in Chinese too", async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    const language = page.getByRole('combobox', { name: /Language|语言/ });
    await language.selectOption('zh_cn');
    await page.waitForFunction(() => document.documentElement.lang.toLowerCase().startsWith('zh'));
    await page.goto(`${baseURL()}/main/info-maintenance/welcome-info`);
    await page.getByRole('grid').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const image = page.locator('main').getByRole('button', { name: /^预览 .+\.png$/ });
    await expect.poll(() => loadedWidth(image.locator('img'))).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).not.toMatch(UUID);
    // The account's language is kept by the service: the other tests read English.
    await language.selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang.toLowerCase().startsWith('en'));
    expect(problems).toEqual([]);
  });

  it("upload within the company's limit, and the new image is saved with the record", async () => {
    const token = await tokenOf('content');
    const configuration = (await (
      await fetch(`${baseURL()}/api/company/configurations/user`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { configuration: { uploadMaxSizeMb: number } };
    const limitMb = Math.min(configuration.configuration.uploadMaxSizeMb, 10);

    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    await page.goto(`${baseURL()}/main/announce-manage/carousel-setting`);
    const row = page.getByRole('grid').getByRole('row').nth(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: /^Remove .+\.png$/ }).click();
    const input = form.locator('input[type=file]');
    // Over the company's limit: refused before it is sent, with the limit in words.
    await input.setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png(10, 10), Buffer.alloc(limitMb * 1024 * 1024)]),
    });
    await form.getByText(`Too large: the limit is ${limitMb} MB.`).waitFor();
    await form.getByRole('button', { name: /^Dismiss poster\.png/ }).click();
    await input.setInputFiles({ name: 'spring-sale.png', mimeType: 'image/png', buffer: png(240, 80) });
    // The uploaded file shows its thumbnail straight away, from the link the upload answered.
    const uploaded = form.getByRole('listitem').filter({ hasText: 'spring-sale.png' }).locator('img');
    await expect.poll(() => loadedWidth(uploaded), { timeout: 10_000 }).toBe(240);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = page.getByRole('grid').getByRole('button', { name: 'Preview spring-sale.png' });
    await expect.poll(() => loadedWidth(saved.locator('img')), { timeout: 10_000 }).toBe(240);
    expect(problems).toEqual([]);
  });

  it('inserted into rich text, show in the editor and on the saved detail', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    await page.goto(`${baseURL()}/main/announce-manage/init-announcement-setting`);
    await page.getByRole('grid').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const detailAddress = page.url();
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('End');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png(120, 60) });
    const inserted = editor.locator('img[alt="chart"]');
    await expect.poll(() => loadedWidth(inserted), { timeout: 10_000 }).toBe(120);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(detailAddress);
    const shown = page.locator('main img[alt="chart"]');
    await expect.poll(() => loadedWidth(shown), { timeout: 10_000 }).toBe(120);
    expect(await shown.getAttribute('src')).toMatch(
      /^\/api\/attachment\/file\/[0-9a-f-]{36}\?expires=\d+&signature=/,
    );
    expect(problems).toEqual([]);
  });
});
