import { describe, expect, test } from 'vitest';
import { financeAreaResources } from './areas/finance';
import { receiptTitleResource, taxpayerKinds } from './areas/tenant';
import { resourceCatalogue, resourceNames } from './catalogue';
import type { ResourceDescriptor } from './define';

// Each resource's samples are in the test of its area (areas/<area>.test.ts); the areas, in
// areas/index.test.ts.

describe('the resource catalogue', () => {
  test('lists every resource under its own name', () => {
    for (const name of resourceNames) expect(resourceCatalogue[name].name).toBe(name);
  });
});

describe('taxpayer kinds', () => {
  test('the finance resources take exactly the kinds receipt titles take', () => {
    expect(receiptTitleResource.shape.taxpayerKind.options).toEqual([...taxpayerKinds]);
    const resources: readonly ResourceDescriptor[] = Object.values(financeAreaResources);
    const finance = resources.flatMap((resource) => {
      const schema = resource.shape.taxpayerKind;
      return schema ? [{ name: resource.name, schema }] : [];
    });
    expect(finance.length).toBeGreaterThan(0);
    for (const { name, schema } of finance) {
      for (const kind of taxpayerKinds) expect(schema.safeParse(kind).success, name).toBe(true);
      expect(schema.safeParse('EXEMPT').success, name).toBe(false);
    }
  });
});
