/**
 * The messages between the page and the HEIC worker (`heicWorker.ts`), and the worker's answer to
 * one request, kept apart from the worker so that it is tested without one.
 */

/** Convert `blob` (a HEIC image) to JPEG at `quality` (0–1). */
export interface HeicRequest {
  readonly id: number;
  readonly blob: Blob;
  readonly quality: number;
}

/** The JPEG, or why there is none. */
export type HeicResponse =
  | { readonly id: number; readonly ok: true; readonly blob: Blob }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Converts a HEIC blob to a JPEG blob at a quality; what the worker runs (heic-to). */
export type HeicToJpeg = (blob: Blob, quality: number) => Promise<Blob>;

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error !== '') return error;
  return 'HEIC conversion failed';
}

/** Answers one request: the converted JPEG, or the error as text (an Error does not cross every worker boundary). */
export async function answerHeicRequest(request: HeicRequest, convert: HeicToJpeg): Promise<HeicResponse> {
  try {
    const blob = await convert(request.blob, request.quality);
    if (blob.size === 0) return { id: request.id, ok: false, error: 'The conversion produced no image' };
    return { id: request.id, ok: true, blob };
  } catch (error) {
    return { id: request.id, ok: false, error: describe(error) };
  }
}
