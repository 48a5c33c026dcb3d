import { heicQuality, jpegNameFor } from './attachmentRules';
import type { HeicRequest, HeicResponse } from './heicProtocol';

/**
 * Converts a HEIC image to a JPEG blob at a quality (0–1). The uploader's default runs libheif in a
 * Web Worker; tests and environments without workers pass their own.
 */
export type HeicConverter = (file: Blob, quality: number) => Promise<Blob>;

/** The image could not be converted: the uploader reports an unsupported format (spec §5). */
export class HeicConversionError extends Error {
  override readonly name = 'HeicConversionError';
}

/** Nothing here can convert HEIC (no Web Worker, or the worker failed to start): "not supported". */
export class HeicUnavailableError extends Error {
  override readonly name = 'HeicUnavailableError';
}

/** What the converter needs of a worker; a browser `Worker` has it. */
export interface HeicWorkerLike {
  postMessage(message: HeicRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<HeicResponse>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

/** Starts the real worker; loaded on the first HEIC file only (see `heicWorkerStart.ts`). */
async function startHeicWorker(): Promise<HeicWorkerLike> {
  const { startHeicWorker: start } = await import('./heicWorkerStart');
  return start();
}

export interface WorkerHeicConverterOptions {
  /** Starts the worker; the package's `heicWorker.ts` by default. */
  readonly startWorker?: () => HeicWorkerLike | Promise<HeicWorkerLike>;
  /** The worker (and libheif's memory) is let go after this long without work. Default 15 s. */
  readonly idleMs?: number;
}

export interface WorkerHeicConverter {
  readonly convert: HeicConverter;
  /** Stops the worker; conversions under way fail. */
  readonly dispose: () => void;
}

interface Pending {
  readonly resolve: (blob: Blob) => void;
  readonly reject: (error: Error) => void;
}

/**
 * A converter that runs libheif in one Web Worker, started on the first conversion and stopped when
 * idle. A worker that cannot start (no Worker, a script that fails to load, a Content Security
 * Policy refusing it) fails with `HeicUnavailableError`; an image libheif cannot read with
 * `HeicConversionError`.
 */
export function createWorkerHeicConverter(options: WorkerHeicConverterOptions = {}): WorkerHeicConverter {
  const startWorker = options.startWorker ?? startHeicWorker;
  const idleMs = options.idleMs ?? 15_000;
  let worker: HeicWorkerLike | undefined;
  /** The worker has answered once: a later error is the image's, not the worker's start. */
  let answered = false;
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, Pending>();

  /** Counts stops: a worker that finishes starting after a stop is not kept. */
  let generation = 0;

  const stop = () => {
    generation += 1;
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = undefined;
    worker?.terminate();
    worker = undefined;
    answered = false;
  };

  const failAll = (error: Error) => {
    const waiting = [...pending.values()];
    pending.clear();
    stop();
    for (const entry of waiting) entry.reject(error);
  };

  const scheduleIdleStop = () => {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = pending.size === 0 ? setTimeout(stop, idleMs) : undefined;
  };

  /** The running worker, or the one starting: conversions asked meanwhile wait for the same one. */
  let starting: Promise<HeicWorkerLike> | undefined;

  const listen = (started: HeicWorkerLike) => {
    started.addEventListener('message', (event: MessageEvent<HeicResponse>) => {
      if (worker !== started) return;
      answered = true;
      const response = event.data;
      const entry = pending.get(response.id);
      if (!entry) return;
      pending.delete(response.id);
      if (response.ok) entry.resolve(response.blob);
      else entry.reject(new HeicConversionError(response.error));
      scheduleIdleStop();
    });
    started.addEventListener('error', (event: Event) => {
      if (worker !== started) return;
      event.preventDefault();
      const message = (event as ErrorEvent).message || 'The HEIC worker failed';
      failAll(answered ? new HeicConversionError(message) : new HeicUnavailableError(message));
    });
    started.addEventListener('messageerror', () => {
      if (worker !== started) return;
      failAll(new HeicConversionError('The HEIC worker sent an unreadable answer'));
    });
  };

  const ensureWorker = (): Promise<HeicWorkerLike> => {
    if (worker) return Promise.resolve(worker);
    const startedIn = generation;
    starting ??= Promise.resolve()
      .then(startWorker)
      .then(
        (started) => {
          starting = undefined;
          if (startedIn !== generation) {
            started.terminate();
            throw new HeicConversionError('The HEIC conversion was stopped');
          }
          listen(started);
          worker = started;
          return started;
        },
        (error: unknown) => {
          starting = undefined;
          throw error instanceof HeicUnavailableError
            ? error
            : new HeicUnavailableError(
                error instanceof Error ? error.message : 'The HEIC worker did not start',
              );
        },
      );
    return starting;
  };

  const convert: HeicConverter = async (file, quality) => {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = undefined;
    const target = await ensureWorker();
    return new Promise<Blob>((resolve, reject) => {
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject });
      target.postMessage({ id, blob: file, quality });
    });
  };

  return {
    convert,
    dispose: () => failAll(new HeicConversionError('The HEIC conversion was stopped')),
  };
}

/**
 * A HEIC file as the JPEG to upload: quality 0.3 over 1,024,000 bytes, 0.7 otherwise, named
 * `.jpg`. Fails with `HeicUnavailableError` when nothing can convert, `HeicConversionError` for
 * anything else (the image is not one libheif reads).
 */
export async function convertHeicToJpeg(file: File, convert: HeicConverter): Promise<File> {
  let jpeg: Blob;
  try {
    jpeg = await convert(file, heicQuality(file.size));
  } catch (error) {
    if (error instanceof HeicUnavailableError || error instanceof HeicConversionError) throw error;
    throw new HeicConversionError(error instanceof Error ? error.message : String(error));
  }
  if (jpeg.size === 0 || (jpeg.type !== '' && jpeg.type !== 'image/jpeg')) {
    throw new HeicConversionError(`The conversion produced ${jpeg.type || 'no image'}`);
  }
  return new File([jpeg], jpegNameFor(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
