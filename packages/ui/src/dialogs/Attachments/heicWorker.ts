/**
 * The HEIC → JPEG worker. The page creates it with
 * `new Worker(new URL('./heicWorker.js', import.meta.url), { type: 'module' })` (see
 * `heicConversion.ts`) and posts `{ id, blob, quality }`; it answers `{ id, ok, blob | error }`.
 * libheif (heic-to, about 3 MB) is loaded here only, never in the page's bundle. heic-to's `next`
 * build is the one that runs inside a worker (OffscreenCanvas instead of the document's canvas).
 */
import { heicTo } from 'heic-to/next';
import { answerHeicRequest, type HeicRequest, type HeicResponse } from './heicProtocol';

/** What this module needs of the dedicated worker's global scope (the DOM lib types `self` as a window). */
interface HeicWorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<HeicRequest>) => void): void;
  postMessage(message: HeicResponse): void;
}

const scope = globalThis as unknown as HeicWorkerScope;

scope.addEventListener('message', (event) => {
  void answerHeicRequest(event.data, (blob, quality) => heicTo({ blob, type: 'image/jpeg', quality })).then(
    (response) => scope.postMessage(response),
  );
});
