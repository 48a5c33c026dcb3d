// Reading what an error-monitoring SDK captured: the stack trace (frames, innermost last), the
// breadcrumbs and the `key:value` tags, as the sentry-event record keeps them in text.

export interface StackFrame {
  /** The line as captured, trimmed. */
  readonly text: string;
  readonly functionName: string;
  /** The file or URL; empty when the line names none. */
  readonly file: string;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  /** The application's own code, not a framework's or a library's. */
  readonly inApp: boolean;
}

export interface StackTrace {
  /** The first line when it is not a frame: `Type: message`. */
  readonly header: string;
  readonly frames: readonly StackFrame[];
}

/** Code that is not the application's: frameworks, vendored bundles, the runtime. */
const LIBRARY_PATTERNS: readonly RegExp[] = [
  /node_modules/,
  /\/vendor[.-]/,
  /^(java|javax|jdk|sun|kotlin|org\.springframework|org\.apache|org\.hibernate|io\.netty|reactor)\./,
  /^node:/,
  /^internal\//,
];

function isLibrary(functionName: string, file: string): boolean {
  return LIBRARY_PATTERNS.some((pattern) => pattern.test(file) || pattern.test(functionName));
}

// `at fn (file:line:col)`, `at fn(File.java:12)`, `at file:line:col`.
const FRAME = /^at\s+(?:(.*?)\s*\((.*)\)|(.*))$/;

function splitLocation(location: string): Pick<StackFrame, 'file' | 'line' | 'column'> {
  const match = /^(.*?):(\d+)(?::(\d+))?$/.exec(location);
  if (!match) return { file: location };
  return {
    file: match[1] ?? location,
    line: Number(match[2]),
    ...(match[3] !== undefined && { column: Number(match[3]) }),
  };
}

/** The frames of a stack trace, in the captured order (innermost last). */
export function parseStackTrace(text: string | undefined | null): StackTrace {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  let header = '';
  const frames: StackFrame[] = [];
  for (const [index, line] of lines.entries()) {
    const match = FRAME.exec(line);
    if (!match) {
      if (index === 0) header = line;
      else frames.push({ text: line, functionName: line, file: '', inApp: !isLibrary(line, '') });
      continue;
    }
    const [, named, location, bare] = match;
    const functionName = bare !== undefined ? '' : (named ?? '');
    const where = splitLocation(bare ?? location ?? '');
    frames.push({ text: line, functionName, ...where, inApp: !isLibrary(functionName, where.file) });
  }
  return { header, frames };
}

export type FrameGroup =
  | { readonly kind: 'app'; readonly frame: StackFrame; readonly index: number }
  | { readonly kind: 'library'; readonly frames: readonly StackFrame[]; readonly start: number };

/** Application frames one by one; consecutive library frames together, to fold. */
export function groupFrames(frames: readonly StackFrame[]): FrameGroup[] {
  const groups: FrameGroup[] = [];
  for (const [index, frame] of frames.entries()) {
    const last = groups.at(-1);
    if (frame.inApp) groups.push({ kind: 'app', frame, index });
    else if (last?.kind === 'library')
      groups[groups.length - 1] = { ...last, frames: [...last.frames, frame] };
    else groups.push({ kind: 'library', frames: [frame], start: index });
  }
  return groups;
}

export interface Breadcrumb {
  readonly time: string;
  readonly category: string;
  readonly message: string;
}

/** The breadcrumbs, one per line: `time category message` (a line without a time keeps it all as message). */
export function parseBreadcrumbs(text: string | undefined | null): Breadcrumb[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s+(\S+)\s*(.*)$/.exec(line);
      return match
        ? { time: match[1] ?? '', category: match[2] ?? '', message: match[3] ?? '' }
        : { time: '', category: '', message: line };
    });
}

/** A `key:value` tag split at its first colon; a tag without one is all key. */
export function splitTag(tag: string): { key: string; value: string } {
  const at = tag.indexOf(':');
  return at < 0 ? { key: tag, value: '' } : { key: tag.slice(0, at), value: tag.slice(at + 1) };
}

/** The page of the one event shown at `index` (0 the newest) among `total`, clamped. */
export function clampEventIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}
