import { describe, expect, test } from 'vitest';
import { apiLocales } from '../../constants/messages';
import { resourceCatalogue, resourceNames } from '../catalogue';
import type { ResourceDescriptor } from '../define';
import { adminAreaResources } from './admin';
import { bookingAreaResources } from './booking';
import { contentAreaResources } from './content';
import { customerServiceAreaResources } from './customer-service';
import { financeAreaResources } from './finance';
import { i18nAreaResources } from './i18n';
import {
  areaOfResource,
  resourceAreas,
  resourceAreaWords,
  resourcesByArea,
  type ResourceArea,
} from './index';
import { locationAreaResources } from './location';
import { referenceAreaResources } from './reference';
import { systemAreaResources } from './system';
import { tenantAreaResources } from './tenant';

const catalogue: Readonly<Record<string, ResourceDescriptor>> = resourceCatalogue;

/** Each area's list, by the area's id. */
const areaLists: Record<ResourceArea, Readonly<Record<string, ResourceDescriptor>>> = {
  tenant: tenantAreaResources,
  finance: financeAreaResources,
  content: contentAreaResources,
  system: systemAreaResources,
  'customer-service': customerServiceAreaResources,
  i18n: i18nAreaResources,
  admin: adminAreaResources,
  location: locationAreaResources,
  reference: referenceAreaResources,
  booking: bookingAreaResources,
};

describe('the areas of the resources', () => {
  test('are the ten ids the console and the seed name their folders by', () => {
    expect(resourceAreas).toEqual([
      'tenant',
      'finance',
      'content',
      'system',
      'customer-service',
      'i18n',
      'admin',
      'location',
      'reference',
      'booking',
    ]);
    expect(Object.keys(resourcesByArea)).toEqual([...resourceAreas]);
  });

  test('hold every resource of the catalogue in exactly one area', () => {
    const areasOf = new Map<ResourceDescriptor, ResourceArea[]>();
    for (const area of resourceAreas)
      for (const resource of resourcesByArea[area])
        areasOf.set(resource, [...(areasOf.get(resource) ?? []), area]);
    for (const name of resourceNames) expect(areasOf.get(resourceCatalogue[name]), name).toHaveLength(1);
    // And nothing beside the catalogue's resources.
    const listed = resourceAreas.flatMap((area) => resourcesByArea[area]);
    expect(listed).toHaveLength(resourceNames.length);
    for (const resource of listed) expect(catalogue[resource.name], resource.name).toBe(resource);
  });

  test.each(resourceAreas)(
    '%s: its list names each resource by its own name, in resourcesByArea order',
    (area) => {
      const list = areaLists[area];
      for (const [name, resource] of Object.entries(list)) expect(resource.name).toBe(name);
      expect(resourcesByArea[area]).toEqual(Object.values(list));
      expect(resourcesByArea[area].length).toBeGreaterThan(0);
    },
  );

  test('areaOfResource answers the same by descriptor and by the catalogue name', () => {
    for (const area of resourceAreas)
      for (const resource of resourcesByArea[area]) {
        expect(areaOfResource(resource), resource.name).toBe(area);
        expect(areaOfResource(resource.name), resource.name).toBe(area);
      }
    expect(areaOfResource(resourceCatalogue.staff)).toBe('customer-service');
    expect(areaOfResource('currency')).toBe('reference');
    expect(areaOfResource('company')).toBe('tenant');
  });

  test('areaOfResource knows no area for a name the catalogue does not hold', () => {
    expect(areaOfResource('no-such-resource')).toBeUndefined();
    expect(areaOfResource('constructor')).toBeUndefined();
    expect(areaOfResource('')).toBeUndefined();
  });

  test('every area has its name in the five languages', () => {
    expect(Object.keys(resourceAreaWords).sort()).toEqual([...resourceAreas].sort());
    for (const area of resourceAreas) {
      expect(Object.keys(resourceAreaWords[area]).sort(), area).toEqual([...apiLocales].sort());
      for (const locale of apiLocales)
        expect(resourceAreaWords[area][locale].trim(), `${area} ${locale}`).not.toBe('');
    }
    // No two areas are called alike in a language.
    for (const locale of apiLocales) {
      const names = resourceAreas.map((area) => resourceAreaWords[area][locale]);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });
});
