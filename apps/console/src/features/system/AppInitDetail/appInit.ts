// What the APP initialisation screen computes: the further settings' JSON check and how the same
// section and client compare across clouds. Pure.

export type JsonCheck =
  | { readonly state: 'empty' }
  | { readonly state: 'valid'; readonly pretty: string }
  | { readonly state: 'invalid'; readonly reason: string };

/** Whether the further settings are JSON (an object), and their pretty-printed form. */
export function checkConfigJson(text: unknown): JsonCheck {
  if (typeof text !== 'string' || text.trim() === '') return { state: 'empty' };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { state: 'invalid', reason: 'not-object' };
    return { state: 'valid', pretty: JSON.stringify(value, null, 2) };
  } catch (error) {
    return { state: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}

export interface CloudConfig {
  readonly id: number;
  readonly cloud: string;
  readonly initVersion?: unknown;
  readonly minSupportedVersion?: unknown;
  readonly forceUpdate?: unknown;
}

export interface CloudComparison {
  readonly config: CloudConfig;
  readonly current: boolean;
  /** The fields whose value differs from the current cloud's. */
  readonly differs: readonly ('initVersion' | 'minSupportedVersion' | 'forceUpdate')[];
}

/** Each cloud's configuration of the same section and client, the current one first, flagged where it differs. */
export function compareClouds(current: CloudConfig, all: readonly CloudConfig[]): CloudComparison[] {
  const fields = ['initVersion', 'minSupportedVersion', 'forceUpdate'] as const;
  const others = all
    .filter((config) => config.id !== current.id)
    .sort((a, b) => a.cloud.localeCompare(b.cloud));
  return [current, ...others].map((config) => ({
    config,
    current: config.id === current.id,
    differs:
      config.id === current.id
        ? []
        : fields.filter((field) => (config[field] ?? null) !== (current[field] ?? null)),
  }));
}
