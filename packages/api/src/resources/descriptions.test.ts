import { describe, expect, it } from 'vitest';
import { resourcesByArea } from './areas';
import { resourceCatalogue } from './catalogue';
import type { ResourceDescriptor } from './define';
import { resourceProblems } from './semantics';

describe.each(Object.entries(resourcesByArea))('the %s area', (_area, resources) => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    'describes every field of %s: a label in five languages, the words of every enum value',
    (_name, resource) => {
      expect(resourceProblems(resource)).toEqual([]);
    },
  );
});

describe('the descriptions point at what exists', () => {
  it('names only resources of the catalogue in its references', () => {
    const unknown: string[] = [];
    for (const resource of Object.values(resourceCatalogue as Record<string, ResourceDescriptor>)) {
      for (const [field, described] of Object.entries(resource.fields)) {
        const reference = described?.reference;
        if (reference && 'resource' in reference) {
          const target = (resourceCatalogue as Record<string, ResourceDescriptor>)[reference.resource];
          if (!target) unknown.push(`${resource.name}.${field} → ${reference.resource}`);
          else
            for (const key of [reference.valueField, reference.labelField])
              if (key && key !== 'id' && !(key in target.shape))
                unknown.push(`${resource.name}.${field} → ${reference.resource}.${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
