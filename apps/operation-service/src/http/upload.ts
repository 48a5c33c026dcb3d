import type { FastifyRequest } from 'fastify';

/** Why an upload gave no file: none sent, larger than allowed, or cut off or malformed on the way. */
export type UploadProblem = 'missing' | 'tooLarge' | 'incomplete';

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload ${problem}`);
  }
}

export interface UploadedFile {
  readonly fieldName: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Buffer;
}

/**
 * Reads the one file of a multipart request, at most `maxBytes`. Throws `UploadError`: `missing`
 * for no file or an empty one, `tooLarge` past the limit, `incomplete` for a body that ends before
 * its file does or cannot be parsed (a client that disconnects, a truncated request) — the client's
 * problem, which each route answers with its own 400, never a 500.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new UploadError('missing');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new UploadError('missing');
    const content = await part.toBuffer();
    if (content.length === 0) throw new UploadError('missing');
    return { fieldName: part.fieldname, fileName: part.filename, mimeType: part.mimetype, content };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError('tooLarge');
    throw new UploadError('incomplete');
  }
}
