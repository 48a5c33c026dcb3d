type Answer = 'load' | 'fail';

interface Waiting {
  readonly module: string;
  readonly resolve: (answer: Answer) => void;
}

/**
 * Dynamically imported modules that arrive when the test says. Mock a module with
 * `vi.mock(path, async (importOriginal) => (await import('…/test/moduleGate')).moduleGate.arrive(importOriginal, name))`;
 * each import of it then waits for `answer`: `load` gives the real module, `fail` fails as an
 * offline browser's import does. One gate per test file (Vitest gives each file its own modules).
 */
function createModuleGate() {
  const waiting: Waiting[] = [];
  const imports = new Map<string, number>();
  const find = (module: string | undefined) =>
    waiting.findIndex((entry) => module === undefined || entry.module === module);
  return {
    /** How many times the module (or any) was imported. */
    imports(module?: string): number {
      if (module !== undefined) return imports.get(module) ?? 0;
      return [...imports.values()].reduce((sum, count) => sum + count, 0);
    },
    /** Imports of the module (or any) waiting for an answer. */
    pending(module?: string): number {
      return waiting.filter((entry) => module === undefined || entry.module === module).length;
    },
    async arrive<T>(load: () => Promise<T>, module = 'module'): Promise<T> {
      imports.set(module, (imports.get(module) ?? 0) + 1);
      const answer = await new Promise<Answer>((resolve) => waiting.push({ module, resolve }));
      if (answer === 'fail') throw new TypeError('Failed to fetch dynamically imported module');
      return load();
    },
    /** Answers the oldest import waiting of the module (or of any). */
    answer(answer: Answer, module?: string) {
      const index = find(module);
      const [entry] = index < 0 ? [] : waiting.splice(index, 1);
      if (!entry) throw new Error(`no import of ${module ?? 'a module'} is waiting`);
      entry.resolve(answer);
    },
  };
}

export const moduleGate = createModuleGate();
