import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HeicConversionError,
  HeicUnavailableError,
  convertHeicToJpeg,
  createWorkerHeicConverter,
  type HeicWorkerLike,
} from './heicConversion';
import { answerHeicRequest, type HeicRequest, type HeicResponse } from './heicProtocol';

/** A worker that answers through `answer`, as the real one would after converting. */
class FakeWorker implements HeicWorkerLike {
  readonly requests: HeicRequest[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: never) => void)[]>();

  constructor(private readonly answer?: (request: HeicRequest) => HeicResponse | undefined) {}

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(message: HeicRequest): void {
    this.requests.push(message);
    const response = this.answer?.(message);
    if (response) queueMicrotask(() => this.emit('message', { data: response }));
  }

  terminate(): void {
    this.terminated = true;
  }

  emit(type: string, event: object): void {
    const withDefault = { preventDefault: () => undefined, ...event };
    for (const listener of this.listeners.get(type) ?? []) listener(withDefault as never);
  }
}

const heic = (size: number, name = 'IMG_0001.HEIC') =>
  new File([new Uint8Array(size)], name, { type: 'image/heic', lastModified: 1 });

afterEach(() => {
  vi.useRealTimers();
});

describe('convertHeicToJpeg', () => {
  it('converts at 0.7 up to 1,024,000 bytes and names the result .jpg', async () => {
    const convert = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
    const jpeg = await convertHeicToJpeg(heic(1_024_000), convert);
    expect(convert).toHaveBeenCalledWith(expect.any(File), 0.7);
    expect(jpeg.name).toBe('IMG_0001.jpg');
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.size).toBe(4);
  });

  it('converts at 0.3 from 1,024,001 bytes', async () => {
    const convert = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
    await convertHeicToJpeg(heic(1_024_001), convert);
    expect(convert).toHaveBeenCalledWith(expect.any(File), 0.3);
  });

  it('reports any failure of the converter as a conversion error', async () => {
    await expect(
      convertHeicToJpeg(heic(10), async () => {
        throw new Error('libheif: no image');
      }),
    ).rejects.toBeInstanceOf(HeicConversionError);
    await expect(
      convertHeicToJpeg(heic(10), () => Promise.reject(new Error('not a HEIF file'))),
    ).rejects.toThrow('not a HEIF file');
  });

  it('refuses an empty result or one that is not a JPEG', async () => {
    await expect(convertHeicToJpeg(heic(10), async () => new Blob([]))).rejects.toBeInstanceOf(
      HeicConversionError,
    );
    await expect(
      convertHeicToJpeg(heic(10), async () => new Blob(['png'], { type: 'image/png' })),
    ).rejects.toBeInstanceOf(HeicConversionError);
  });

  it('keeps "unavailable" apart from "cannot convert"', async () => {
    await expect(
      convertHeicToJpeg(heic(10), () => Promise.reject(new HeicUnavailableError('no worker'))),
    ).rejects.toBeInstanceOf(HeicUnavailableError);
  });
});

describe('createWorkerHeicConverter', () => {
  it('posts the blob and quality to the worker and resolves with its JPEG', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    const worker = new FakeWorker((request) => ({ id: request.id, ok: true, blob: jpeg }));
    const converter = createWorkerHeicConverter({ startWorker: () => worker });
    const file = heic(20);
    await expect(converter.convert(file, 0.7)).resolves.toBe(jpeg);
    expect(worker.requests).toEqual([{ id: 1, blob: file, quality: 0.7 }]);
    converter.dispose();
  });

  it('starts one worker for several conversions and matches answers by id', async () => {
    const start = vi.fn();
    const worker = new FakeWorker();
    const converter = createWorkerHeicConverter({
      startWorker: () => {
        start();
        return worker;
      },
    });
    const first = converter.convert(heic(1), 0.7);
    const second = converter.convert(heic(2), 0.3);
    const [one, two] = [new Blob(['1'], { type: 'image/jpeg' }), new Blob(['2'], { type: 'image/jpeg' })];
    await vi.waitFor(() => expect(worker.requests).toHaveLength(2));
    worker.emit('message', { data: { id: 2, ok: true, blob: two } });
    worker.emit('message', { data: { id: 1, ok: true, blob: one } });
    await expect(first).resolves.toBe(one);
    await expect(second).resolves.toBe(two);
    expect(start).toHaveBeenCalledTimes(1);
    converter.dispose();
  });

  it('rejects with a conversion error when the worker answers with one', async () => {
    const worker = new FakeWorker((request) => ({
      id: request.id,
      ok: false,
      error: 'HEIF image not found',
    }));
    const converter = createWorkerHeicConverter({ startWorker: () => worker });
    await expect(converter.convert(heic(3), 0.7)).rejects.toEqual(
      new HeicConversionError('HEIF image not found'),
    );
    converter.dispose();
  });

  it('reports "unavailable" when the worker fails before answering (script not loaded)', async () => {
    const worker = new FakeWorker();
    const converter = createWorkerHeicConverter({ startWorker: () => worker });
    const conversion = converter.convert(heic(3), 0.7);
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    worker.emit('error', { message: 'Failed to load worker script' });
    await expect(conversion).rejects.toBeInstanceOf(HeicUnavailableError);
    expect(worker.terminated).toBe(true);
  });

  it('reports "unavailable" when no worker can be started, and tries again later', async () => {
    const worker = new FakeWorker((request) => ({
      id: request.id,
      ok: true,
      blob: new Blob(['j'], { type: 'image/jpeg' }),
    }));
    let attempts = 0;
    const converter = createWorkerHeicConverter({
      startWorker: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Refused by Content Security Policy');
        return worker;
      },
    });
    await expect(converter.convert(heic(3), 0.7)).rejects.toBeInstanceOf(HeicUnavailableError);
    await expect(converter.convert(heic(3), 0.7)).resolves.toBeInstanceOf(Blob);
    converter.dispose();
  });

  it('stops the worker when idle and starts a new one when needed', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const converter = createWorkerHeicConverter({
      idleMs: 1000,
      startWorker: () => {
        const worker = new FakeWorker((request) => ({
          id: request.id,
          ok: true,
          blob: new Blob(['j'], { type: 'image/jpeg' }),
        }));
        workers.push(worker);
        return worker;
      },
    });
    await converter.convert(heic(3), 0.7);
    expect(workers[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(workers[0]?.terminated).toBe(true);
    await converter.convert(heic(3), 0.7);
    expect(workers).toHaveLength(2);
    converter.dispose();
    expect(workers[1]?.terminated).toBe(true);
  });

  it('fails conversions under way when disposed', async () => {
    const worker = new FakeWorker();
    const converter = createWorkerHeicConverter({ startWorker: () => worker });
    const conversion = converter.convert(heic(3), 0.7);
    converter.dispose();
    await expect(conversion).rejects.toBeInstanceOf(HeicConversionError);
    expect(worker.terminated).toBe(true);
  });

  it('is unavailable where there is no Worker (Node), with the default worker', async () => {
    expect(typeof Worker).toBe('undefined');
    const converter = createWorkerHeicConverter();
    await expect(converter.convert(heic(3), 0.7)).rejects.toBeInstanceOf(HeicUnavailableError);
    converter.dispose();
  });

  it('waits for a worker that starts asynchronously, once for all', async () => {
    const worker = new FakeWorker((request) => ({
      id: request.id,
      ok: true,
      blob: new Blob([String(request.id)], { type: 'image/jpeg' }),
    }));
    const startWorker = vi.fn(async () => worker);
    const converter = createWorkerHeicConverter({ startWorker });
    const results = await Promise.all([converter.convert(heic(1), 0.7), converter.convert(heic(2), 0.7)]);
    expect(results.map((blob) => blob.size)).toEqual([1, 1]);
    expect(startWorker).toHaveBeenCalledTimes(1);
    converter.dispose();
  });

  it('stops a worker that finishes starting after a dispose', async () => {
    const worker = new FakeWorker();
    let finish!: (started: HeicWorkerLike) => void;
    const converter = createWorkerHeicConverter({
      startWorker: () => new Promise<HeicWorkerLike>((done) => (finish = done)),
    });
    const conversion = converter.convert(heic(1), 0.7);
    await Promise.resolve();
    converter.dispose();
    finish(worker);
    await expect(conversion).rejects.toBeInstanceOf(HeicConversionError);
    expect(worker.terminated).toBe(true);
    expect(worker.requests).toEqual([]);
  });
});

describe('answerHeicRequest (the worker side)', () => {
  it('answers with the JPEG', async () => {
    const jpeg = new Blob(['j'], { type: 'image/jpeg' });
    const convert = vi.fn(async () => jpeg);
    const blob = new Blob(['heic']);
    await expect(answerHeicRequest({ id: 7, blob, quality: 0.3 }, convert)).resolves.toEqual({
      id: 7,
      ok: true,
      blob: jpeg,
    });
    expect(convert).toHaveBeenCalledWith(blob, 0.3);
  });

  it('answers with the error as text, whatever was thrown', async () => {
    const request = { id: 1, blob: new Blob(['x']), quality: 0.7 };
    await expect(answerHeicRequest(request, () => Promise.reject(new Error('bad')))).resolves.toEqual({
      id: 1,
      ok: false,
      error: 'bad',
    });
    await expect(answerHeicRequest(request, () => Promise.reject('HEIF image not found'))).resolves.toEqual({
      id: 1,
      ok: false,
      error: 'HEIF image not found',
    });
    await expect(answerHeicRequest(request, async () => new Blob([]))).resolves.toMatchObject({ ok: false });
  });
});
