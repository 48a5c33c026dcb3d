import type { ResourceScreen } from '../resources/types';
import type { CatalogueModel } from './model';
import {
  viewerRoles,
  type ResourceView,
  type RouteDefinition,
  type RouteParameter,
  type ViewerRole,
} from './types';

/*
 * What a route's path parameters do to its screen (see `RouteParameter`): the screen route resolves
 * them before it renders, and the links to a route fill them from a record the same way.
 */

/** The `:id` of a form that creates (and the value of a parameter a new record leaves open). */
export const NEW_RECORD = 'new';

/** A record id as an address writes it: a positive integer, without sign, exponent or leading zero. */
const RECORD_ID = /^[1-9][0-9]{0,15}$/;

/** The `copyFlag` values: the record as it is, or as a copy to create from. */
const COPY_FLAGS: ReadonlyMap<string | undefined, boolean> = new Map([
  ['0', false],
  ['1', true],
]);

/** The names of a path's parameters, in order. */
export function parameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_-]+)/g)].map((match) => match[1] as string);
}

const isViewerRole = (value: string | undefined): value is ViewerRole =>
  (viewerRoles as readonly (string | undefined)[]).includes(value);

/** What an address of a route opens, once its parameters are read. */
export type RouteResolution =
  /** A parameter does not fit: the 404 page. */
  | { readonly found: false }
  | {
      readonly found: true;
      /**
       * The route whose screen renders: the route itself, or the route of the role its
       * `{role-id}` names (the same records seen by the other side).
       */
      readonly screenRoute: RouteDefinition;
      readonly view: ResourceView | 'custom';
      /** The field values the route stands for, as the address writes them (see `applyRouteFields`). */
      readonly fields: Readonly<Record<string, string>>;
    };

const notFound: RouteResolution = { found: false };

/**
 * Reads a route's parameters: which screen and view they open, and the field values they fix; or
 * `found: false` when one does not fit (an unknown role, a copy flag other than 0 or 1, a malformed
 * id, a form that creates addressed with a record's id).
 */
export function resolveRoute(
  model: CatalogueModel,
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
): RouteResolution {
  const declared = Object.entries(route.params ?? {});
  let screenRoute = route;
  for (const [name, parameter] of declared) {
    if (parameter.kind !== 'role') continue;
    const role = params[name];
    if (!isViewerRole(role)) return notFound;
    const other = model.byKey.get(parameter.routes[role]);
    if (other?.kind !== 'route') return notFound;
    screenRoute = other;
  }
  let view = screenRoute.view;
  for (const [name, parameter] of declared) {
    if (parameter.kind !== 'copy') continue;
    const copy = COPY_FLAGS.get(params[name]);
    if (copy === undefined || (copy && view !== 'detail')) return notFound;
    if (copy) view = 'copy';
  }
  const creates = view === 'create';
  if (params.id !== undefined && view !== 'custom') {
    // A form that creates names no record; the other views name one by its id.
    if (creates ? params.id !== NEW_RECORD : !RECORD_ID.test(params.id)) return notFound;
  }
  const fields: Record<string, string> = { ...route.fixed };
  for (const [name, parameter] of declared) {
    const value = params[name];
    if (value === undefined) return notFound;
    if (parameter.kind === 'id') {
      if (!RECORD_ID.test(value) && !(creates && value === NEW_RECORD)) return notFound;
    } else if (parameter.kind === 'field') {
      if (value === NEW_RECORD) {
        if (!creates) return notFound;
      } else {
        fields[parameter.field] = value;
      }
    }
  }
  return { found: true, screenRoute, view, fields };
}

/** A field's value from the text of an address, as its schema takes it; undefined when it does not fit. */
function fieldValue(screen: ResourceScreen, field: string, text: string): { value: unknown } | undefined {
  const schema = screen.resource.shape[field];
  if (!schema) return undefined;
  const candidates: unknown[] = [text];
  if (/^-?[0-9]+(\.[0-9]+)?$/.test(text)) candidates.push(Number(text));
  if (text === 'true' || text === 'false') candidates.push(text === 'true');
  for (const candidate of candidates) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success && parsed.data !== undefined) return { value: parsed.data };
  }
  return undefined;
}

/** A screen with the field values of its route applied. */
export interface AppliedRoute {
  /** The screen, its `fixed` values extended by the route's (a list filters by them, a form writes them). */
  readonly screen: ResourceScreen;
  /** The values the record a detail or a form opens must have: another record is not found there. */
  readonly expected: Readonly<Record<string, unknown>>;
}

/**
 * Applies the field values a route stands for to its screen: a list is filtered by them and a new
 * record takes them (the screen's `fixed`); the record a detail, an edit or a copy opens must have
 * them. Undefined when a value is not one its field takes (the 404 page).
 */
export function applyRouteFields(
  screen: ResourceScreen,
  view: ResourceView,
  fields: Readonly<Record<string, string>>,
): AppliedRoute | undefined {
  const names = Object.keys(fields);
  if (names.length === 0) return { screen, expected: {} };
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const parsed = fieldValue(screen, name, fields[name] as string);
    if (!parsed) return undefined;
    values[name] = parsed.value;
  }
  const fixed = { ...screen.fixed, ...values };
  switch (view) {
    case 'list':
    case 'create':
      return { screen: { ...screen, fixed }, expected: {} };
    case 'edit':
    case 'copy':
      return { screen: { ...screen, fixed }, expected: values };
    case 'detail':
      return { screen, expected: values };
  }
}

/** Whether a record has the values a route expects of it. */
export function meetsExpectation(
  record: Readonly<Record<string, unknown>>,
  expected: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(expected).every(([field, value]) => {
    const actual = record[field];
    return actual === value || (actual !== undefined && actual !== null && String(actual) === String(value));
  });
}

/** What a link to a route is for. */
export interface LinkOptions {
  /** The link opens a form that creates: `:id` (and the parameters a new record leaves open) are `new`. */
  readonly create?: boolean;
}

/** A parameter's value from the current address, unless it is `new` and the link does not create. */
function carried(value: string | undefined, options: LinkOptions): string | undefined {
  return value === NEW_RECORD && !options.create ? undefined : value;
}

function declaredValue(
  name: string,
  parameter: RouteParameter,
  record: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, string | undefined>>,
  options: LinkOptions,
): unknown {
  switch (parameter.kind) {
    case 'copy':
      return 0;
    case 'role':
      return parameter.role;
    case 'field':
      return (
        record?.[parameter.field] ??
        carried(current[name], options) ??
        (options.create ? NEW_RECORD : undefined)
      );
    case 'id':
      return record?.[name] ?? carried(current[name], options) ?? (options.create ? NEW_RECORD : record?.id);
  }
}

/**
 * The parameters of a link to a route about a record: `id` from the record's id; a declared
 * parameter as it means (a field's value from that field, the route's own role, copy flag 0); any
 * other from the record's field of that name, or from the current route's parameters. Undefined
 * when one has no value.
 */
export function recordParams(
  route: RouteDefinition,
  record: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, string | undefined>>,
  options: LinkOptions = {},
): Record<string, string | number> | undefined {
  const params: Record<string, string | number> = {};
  for (const name of parameterNames(route.path)) {
    const parameter = route.params?.[name];
    let value: unknown;
    if (parameter) value = declaredValue(name, parameter, record, current, options);
    else if (name === 'id' && options.create && route.view === 'create') value = NEW_RECORD;
    else {
      // `copyFlag` 0 opens a record as it is (1 would open it as a copy).
      const fromRecord = name === 'copyFlag' ? 0 : record?.[name === 'copyId' ? 'id' : name];
      const fallback = options.create ? NEW_RECORD : record && name !== 'id' ? record.id : undefined;
      value = fromRecord ?? current[name] ?? fallback;
    }
    if (value === undefined || value === null || value === '') return undefined;
    params[name] = typeof value === 'number' ? value : String(value);
  }
  return params;
}
