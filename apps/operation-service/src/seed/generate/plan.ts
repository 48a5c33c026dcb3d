import type { ResourceDefinition, ResourceDescriptor } from '@opsdesk/api';
import type { z } from 'zod';
import type { Queryable } from '../../db';
import { insertRecords } from '../insert';
import { seedOid } from './values';

/** Fields holding ids of other records: known only once those records are inserted. */
export type IdField = 'tenantId' | 'companyId' | 'ruleSetId' | 'sourceTenantId';

/** What a generator writes of a record: every field but the ids of other records. */
export type SeedFields<S extends z.ZodObject> = Omit<z.input<S>, IdField>;

/** A record to insert, with the keys of the records its ids point at. */
export interface PlannedRow<F> {
  readonly data: F;
  /** For each id field, the key of an earlier row whose id it takes. */
  readonly refs?: Partial<Record<IdField, string>>;
  /** Registers the inserted id under this key, for later rows and for the caller. */
  readonly key?: string;
  /** The record's oid; derived from the key (or the row's place) when absent. */
  readonly oid?: string;
  /** When the record was created; the seed's `now` when absent. */
  readonly createdAt?: Date;
}

export interface PlannedStep {
  readonly resource: ResourceDescriptor;
  readonly rows: readonly PlannedRow<object>[];
}

/** A step of a plan, typed by its resource's schema. */
export function step<S extends z.ZodObject>(
  resource: ResourceDefinition<S>,
  rows: readonly PlannedRow<SeedFields<S>>[],
): PlannedStep {
  return { resource, rows };
}

export interface PlannedProfile {
  readonly roleType: 'GENERAL' | 'TENANT';
  /** The key of the tenant of a tenant-role profile. */
  readonly tenantKey?: string;
  readonly profile: Readonly<Record<string, unknown>>;
}

export interface PlannedConfiguration {
  readonly companyKey: string;
  readonly configuration: Readonly<Record<string, unknown>>;
}

/** Everything a seed writes, in the order it must be written (parents before children). */
export interface SeedPlan {
  /** Distinguishes the oids of plans written into the same database (the demo, then the bench's). */
  readonly salt: string;
  readonly steps: readonly PlannedStep[];
  readonly functionProfiles: readonly PlannedProfile[];
  readonly companyConfigurations: readonly PlannedConfiguration[];
}

/** How many records of each resource (and profiles, configurations) a plan holds. */
export function countPlan(plan: SeedPlan): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { resource, rows } of plan.steps)
    counts.set(resource.name, (counts.get(resource.name) ?? 0) + rows.length);
  counts.set('function_profile', plan.functionProfiles.length);
  counts.set('company_configuration', plan.companyConfigurations.length);
  return counts;
}

/**
 * The oid a row of a plan is stored under: its own, else one derived from its key, else from its
 * place among all the rows of the plan (counted from 0 over the steps in order).
 */
export function plannedOid(
  plan: Pick<SeedPlan, 'salt'>,
  resource: Pick<ResourceDescriptor, 'name'>,
  row: Pick<PlannedRow<object>, 'oid' | 'key'>,
  place: number,
): string {
  return row.oid ?? seedOid(`${plan.salt}/${row.key ?? `${resource.name}#${place}`}`);
}

/**
 * Writes a plan: each step through `insertRecords` (which validates every row), then the oids and
 * creation times the plan gives, so that two runs with the same `now` store the same records.
 * Returns the ids by key, including those of `known` (keys of records already in the database).
 */
export async function writePlan(
  db: Queryable,
  plan: SeedPlan,
  options: { readonly now: Date; readonly known?: ReadonlyMap<string, number> },
): Promise<Map<string, number>> {
  const ids = new Map(options.known ?? []);
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Seed: no record has the key ${key}.`);
    return id;
  };
  let place = 0;
  for (const { resource, rows } of plan.steps) {
    const records = rows.map((row) => {
      const refs: Record<string, number> = {};
      for (const [field, key] of Object.entries(row.refs ?? {})) refs[field] = idOf(key);
      return { ...refs, ...row.data };
    });
    const stamps = rows.map((row, index) => ({
      oid: plannedOid(plan, resource, row, place + index),
      at: row.createdAt ?? options.now,
    }));
    const inserted = await insertRecords(db, resource, records, { stamps });
    rows.forEach((row, index) => {
      if (row.key) ids.set(row.key, inserted[index] ?? 0);
    });
    place += rows.length;
  }
  if (plan.functionProfiles.length > 0) {
    const profiles = plan.functionProfiles.map((entry) => ({
      roleType: entry.roleType,
      tenantId: entry.tenantKey ? idOf(entry.tenantKey) : null,
      profile: entry.profile,
    }));
    await db.query(
      `insert into function_profile (role_type, tenant_id, profile)
       select e->>'roleType', (e->>'tenantId')::bigint, e->'profile' from jsonb_array_elements($1::jsonb) as e`,
      [JSON.stringify(profiles)],
    );
  }
  if (plan.companyConfigurations.length > 0) {
    const configurations = plan.companyConfigurations.map((entry) => ({
      companyId: idOf(entry.companyKey),
      configuration: entry.configuration,
    }));
    await db.query(
      `insert into company_configuration (company_id, configuration)
       select (e->>'companyId')::bigint, e->'configuration' from jsonb_array_elements($1::jsonb) as e`,
      [JSON.stringify(configurations)],
    );
  }
  return ids;
}
