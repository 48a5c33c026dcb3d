import type { DataTableColumn } from '../types';

/** A tenant as the console's tenant list shows it: more columns than a 1440 px screen holds. */
export interface WideRecord {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly creditCode: string;
  readonly industry: string;
  readonly region: string;
  readonly plan: string;
  readonly seats: number;
  readonly createdAt: string;
  readonly contact: string;
  readonly email: string;
  readonly mobile: string;
}

const industries = ['Logistics', 'Retail', 'Manufacturing', 'Travel', 'Financial services'];
const regions = ['East China', 'North China', 'Singapore', 'Kansai', 'Lombardy'];
const plans = ['Standard', 'Professional', 'Enterprise'];
const contacts = ['Li Wei', 'Chen Jing', 'Sato Yuki', 'Giulia Rossi', 'Zhang Min'];

/** `count` tenants, the same on every run. */
export function makeWideRecords(count: number): WideRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `T-${String(index + 1).padStart(5, '0')}`,
    name: `${['Globex', 'Initech', 'Umbrella', 'Hooli', 'Soylent'][index % 5]} Trading Company Limited ${index + 1}`,
    code: `TN${String(10_000 + index)}`,
    creditCode: `91310000MA1K${String(100_000 + ((index * 7_919) % 900_000))}`,
    industry: industries[index % industries.length] ?? '',
    region: regions[(index * 3) % regions.length] ?? '',
    plan: plans[index % plans.length] ?? '',
    seats: 5 + ((index * 37) % 400),
    createdAt: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    contact: contacts[index % contacts.length] ?? '',
    email: `ops.contact.${index + 1}@tenant-${index + 1}.example.com`,
    mobile: `+86 138 ${String(1000 + index).padStart(4, '0')} ${String(5678 + index).slice(-4)}`,
  }));
}

/** The long header that its column's width truncates. */
export const LONG_HEADER = 'Unified social credit identifier of the tenant';

/**
 * Twelve columns: the tenant's name pinned left, ten more, and the actions pinned right, as the
 * console's lists have them. Wider together than 1440 px.
 */
export const wideTableColumns: readonly DataTableColumn<WideRecord>[] = [
  { id: 'name', header: 'Tenant name', accessor: 'name', width: 200, pin: 'left', sortable: true },
  { id: 'code', header: 'Tenant code', accessor: 'code', width: 120, sortable: true },
  { id: 'creditCode', header: LONG_HEADER, accessor: 'creditCode', width: 160 },
  { id: 'industry', header: 'Industry', accessor: 'industry', width: 140 },
  { id: 'region', header: 'Region', accessor: 'region', width: 120 },
  { id: 'plan', header: 'Plan', accessor: 'plan', width: 120 },
  { id: 'seats', header: 'Seats', accessor: 'seats', width: 90, align: 'end', sortable: true },
  { id: 'createdAt', header: 'Created', accessor: 'createdAt', width: 120, sortable: true },
  { id: 'contact', header: 'Contact', accessor: 'contact', width: 120 },
  { id: 'email', header: 'Contact email', accessor: 'email', width: 180 },
  { id: 'mobile', header: 'Contact mobile', accessor: 'mobile', width: 160 },
  {
    id: 'actions',
    header: 'Actions',
    width: 200,
    pin: 'right',
    resizable: false,
    cell: (row) => (
      <span style={{ display: 'inline-flex', gap: 8 }}>
        <a href={`#view-${row.id}`}>View</a>
        <a href={`#edit-${row.id}`}>Edit</a>
        <a href={`#more-${row.id}`}>More</a>
      </span>
    ),
  },
];
