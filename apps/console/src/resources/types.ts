import type { Authority, LookupName, ResourceDescriptor, StoredRecord } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import type { Title } from '../catalogue/types';

/** A choice of a select field: the stored value and its label. */
export interface FieldOption {
  readonly value: string | number | boolean;
  readonly label: Title;
  /** The badge tone when the field is displayed as a status. */
  readonly tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
}

/** The pickers of @opsdesk/pickers a field can use: the lookups of the contract (see `LookupName`). */
export type PickerName = LookupName;

/** How a field is edited. When absent, it follows the zod kind: string → text, number → number, boolean → switch, enum → select. */
export type FieldInput =
  | { readonly type: 'text' }
  | {
      readonly type: 'textarea';
      readonly rows?: number;
      /** The most characters it takes: a `used/limit` count tied to it, typing stops there. */
      readonly limit?: number;
    }
  | { readonly type: 'richtext' }
  | { readonly type: 'number' }
  | { readonly type: 'money' }
  | { readonly type: 'date' }
  | { readonly type: 'datetime' }
  | { readonly type: 'time' }
  | { readonly type: 'switch' }
  | { readonly type: 'select'; readonly options: readonly FieldOption[] }
  | { readonly type: 'multi-select'; readonly options: readonly FieldOption[] }
  /** A list of free strings (tags, keywords, host names...). */
  | { readonly type: 'tags' }
  | { readonly type: 'picker'; readonly picker: PickerName; readonly multiple?: boolean }
  /** Another record of the generic resource API; stores `valueField` (default `id`). */
  | {
      readonly type: 'resource';
      readonly resource: string;
      readonly valueField?: string;
      readonly labelField?: string;
      readonly multiple?: boolean;
    }
  /**
   * An uploaded file: stores the attachment's OID. Its size limit is the company's configuration
   * (images) or 10 MB; `maxMb` only for a stricter rule of the screen's own (a 200 KB logo).
   */
  | { readonly type: 'attachment'; readonly accept?: string; readonly maxMb?: number };

/** How a field's value reads in a table cell or a detail page. Defaults follow the input. */
export type FieldDisplay =
  | 'text'
  | 'multiline'
  /** HTML written with the rich-text editor, shown through the sanitiser. */
  | 'richtext'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'enabled'
  | 'status'
  | 'tags'
  | 'code'
  | 'link'
  /** The files an attachment or image field names: thumbnails and file names that open the preview. */
  | 'attachment';

export interface FieldView {
  readonly label: Title;
  readonly input?: FieldInput;
  readonly display?: FieldDisplay;
  /** A line under the field in forms. */
  readonly help?: Title;
  /** Column width in pixels. */
  readonly width?: number;
  /** Shown but never edited in forms (computed or set by the server's workflow). */
  readonly readOnly?: boolean;
  /** The direction its text is written in where it is edited: `rtl` for Arabic. */
  readonly dir?: 'ltr' | 'rtl';
}

/**
 * A screen's view of a field as a screen file writes it: what it adds to, or changes in, the
 * resource's own description of the field (its label, input and display come from @opsdesk/api).
 */
export type ScreenFieldView = Omit<FieldView, 'label'> & { readonly label?: Title };

/** A group of fields in a form or on a detail tab. */
export interface FieldSection {
  readonly title?: Title;
  readonly fields: readonly string[];
}

export interface DetailTab {
  readonly key: string;
  readonly title: Title;
  readonly sections: readonly FieldSection[];
}

/**
 * An action on one record beyond view, edit, copy, enable/disable and delete: sets fields to values
 * (a workflow step such as approve, close, publish), after a confirmation.
 */
export interface RecordAction {
  readonly key: string;
  readonly label: Title;
  /** The fields and values it writes. */
  readonly set: Readonly<Record<string, unknown>>;
  /** Shown only when the record's fields have these values. */
  readonly when?: Readonly<Record<string, readonly unknown[]>>;
  readonly confirm?: Title;
  readonly tone?: 'primary' | 'danger';
  /** An authority it needs besides writing the resource and the authorities of the guards it meets. */
  readonly authority?: Authority;
}

/**
 * A delete of its own in place of the resource API's: a server operation with its own authority
 * (sandbox management deletes through `DELETE /api/tenants/:id`, `tenant:sandbox`).
 */
export interface RecordDelete {
  readonly authority: Authority;
  readonly run: (http: HttpClient, record: StoredRecord) => Promise<void>;
}

/**
 * A server operation on one record beside the resource API, in the row menu and on the detail page
 * (a tenant's "Create sandbox", `POST /api/tenants/:id/sandbox`): asked first, its answer said in a
 * toast, the list or record reloaded.
 */
export interface RecordOperation {
  readonly key: string;
  readonly label: Title;
  /** The authority it needs, under a menu that lets the user change things. */
  readonly authority: Authority;
  /** Shown only when the record's fields have these values. */
  readonly when?: Readonly<Record<string, readonly unknown[]>>;
  /** The question asked first; `{name}` stands for the record's title. */
  readonly confirm: Title;
  /** Runs it and answers what to say when it is done. */
  readonly run: (http: HttpClient, record: StoredRecord) => Promise<Title>;
}

/** The route keys of a resource's screens, so that the generic screens can link to one another. */
export interface ResourceRoutes {
  readonly list: string;
  readonly detail?: string;
  readonly create?: string;
  readonly edit?: string;
  readonly copy?: string;
}

/** A link from a record to another screen about it (its sort screen, its black list, its history). */
export interface RecordLink {
  /** The catalogue key of the route; its parameters are filled from the record (and the current route). */
  readonly route: string;
  readonly label: Title;
  /** Parameters with fixed values (`{ id: 'first' }`). */
  readonly params?: Readonly<Record<string, string>>;
  /** Parameters read from other fields of the record (`{ type: 'policyType' }`). */
  readonly fields?: Readonly<Record<string, string>>;
}

/**
 * A resource as the console shows it: one definition renders its list, detail and forms.
 * The schema, filters, permissions and validation come from the @opsdesk/api resource, shared with
 * the operation-service; this adds what people see.
 */
export interface ResourceScreen<D extends ResourceDescriptor = ResourceDescriptor> {
  readonly resource: D;
  /** The list's title (plural). */
  readonly title: Title;
  /** One record (singular), as in "New tenant group". */
  readonly recordName: Title;
  /** Every field of the schema, with its label and how it is edited and shown. */
  readonly fields: Readonly<Record<string, FieldView>>;
  /** The list's columns, in order (the first links to the detail). */
  readonly columns: readonly string[];
  /** The list's filters, among the resource's declared filters; `keyword` is always offered. */
  readonly filters: readonly string[];
  /** The create, edit and copy form. Every schema field the user writes must appear once. */
  readonly form: readonly FieldSection[];
  /** The detail page's tabs; an operation-history tab is always added. Defaults to the form's sections on one tab. */
  readonly detail?: readonly DetailTab[];
  readonly routes: ResourceRoutes;
  /** Filters fixed by the route (a variant of a list), also written into records created there. */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /** Values of a new record's fields. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  readonly actions?: readonly RecordAction[];
  /** Server operations on a record beside the resource API. */
  readonly operations?: readonly RecordOperation[];
  /** Deletes through a server operation of the screen's own instead of the resource API. */
  readonly delete?: RecordDelete;
  /** Links from each record to other screens about it, in the row menu and on the detail page. */
  readonly links?: readonly RecordLink[];
  /** Links from the list to screens about the whole list (its sort screen). */
  readonly listLinks?: readonly RecordLink[];
  /** A boolean field switched by the list's enable/disable action and shown as a status badge. */
  readonly enabledField?: string;
  /** The field shown as the record's workflow status (a select whose options carry tones). */
  readonly statusField?: string;
}

/**
 * A resource screen as its file writes it: the fields' views are optional, since the resource's
 * description gives every field its label, input and display; a view states only what differs.
 */
export type ResourceScreenInput<D extends ResourceDescriptor = ResourceDescriptor> = Omit<
  ResourceScreen<D>,
  'fields'
> & {
  readonly fields?: Readonly<Record<string, ScreenFieldView>>;
};
