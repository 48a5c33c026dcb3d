import { staffResource, updateRecord, type StoredRecord } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Alert, Button, Card, Descriptions, useConfirm, useFormat, useToast } from '@opsdesk/ui';
import { useState } from 'react';
import { useConsole } from '../../../app/ConsoleContext';
import { FieldValue } from '../../../resources/FieldValue';
import { PageSection } from '../../../resources/layout';
import { companyView, EmployeeStatusBadge, tenantView, useQueryDataText, useStaffLabel } from './shared';
import type { EmployeeTrace } from './staff';

const dash = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/** The staff record's own fields, as an update sends them back. */
function staffFields(record: StoredRecord): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of Object.keys(staffResource.shape)) {
    if (record[field] !== undefined && record[field] !== null) fields[field] = record[field];
  }
  return fields;
}

export interface PersonalInfoTabProps {
  readonly staff: StoredRecord | undefined;
  readonly trace: EmployeeTrace | undefined;
  readonly userOID: string;
  /** The dimission button is granted and staff records may be written. */
  readonly mayDimission: boolean;
  readonly onSaved: (record: StoredRecord) => void;
}

/** The staff record of the employee, with the dimission button (status LEFT after a confirmation). */
export function PersonalInfoTab({ staff, trace, userOID, mayDimission, onSaved }: PersonalInfoTabProps) {
  const { http, language } = useConsole();
  const text = useQueryDataText();
  const label = useStaffLabel();
  const format = useFormat();
  const confirm = useConfirm();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  if (!staff) {
    return (
      <>
        <PageSection>
          <Alert variant="info">{text('queryData.detail.noStaffRecord')}</Alert>
        </PageSection>
        <Card title={text('queryData.personal.title')} headingLevel={2}>
          <Descriptions
            columns={3}
            items={[
              { key: 'fullName', label: label('fullName'), value: dash(trace?.employeeName) },
              { key: 'company', label: label('companyId'), value: dash(trace?.companyName) },
              {
                key: 'department',
                label: label('departmentName'),
                value: dash(trace?.departmentName),
              },
              { key: 'userOID', label: text('queryData.field.userOID'), value: userOID, copyable: true },
            ]}
          />
        </Card>
      </>
    );
  }

  const name = String(staff.fullName ?? staff.employeeID);
  const dimission = async () => {
    const ok = await confirm({
      title: text('queryData.dimission.confirm', { name }),
      description: text('queryData.dimission.description'),
      confirmLabel: text('queryData.dimission'),
      cancelLabel: text('queryData.cancel'),
      variant: 'danger',
    });
    if (!ok) return;
    setSaving(true);
    try {
      const saved = await updateRecord(http, 'staff', staff.id, staff.version, {
        ...staffFields(staff),
        status: 'LEFT',
      });
      toast.success(text('queryData.dimission.done', { name }));
      onSaved(saved);
    } catch (error) {
      toast.toastError(error, (failure) => describeError(failure, { language }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={text('queryData.personal.title')}
      headingLevel={2}
      actions={
        mayDimission && staff.status !== 'LEFT' ? (
          <Button variant="danger" loading={saving} onClick={() => void dimission()}>
            {text('queryData.dimission')}
          </Button>
        ) : null
      }
    >
      <Descriptions
        columns={3}
        items={[
          { key: 'employeeID', label: label('employeeID'), value: dash(staff.employeeID) },
          { key: 'fullName', label: label('fullName'), value: dash(staff.fullName) },
          {
            key: 'status',
            label: label('status'),
            value: <EmployeeStatusBadge status={staff.status} />,
          },
          { key: 'mobile', label: label('mobile'), value: dash(staff.mobile) },
          { key: 'email', label: label('email'), value: dash(staff.email) },
          {
            key: 'tenant',
            label: label('tenantId'),
            value: (
              <FieldValue
                resource={staffResource}
                field="tenantId"
                view={tenantView}
                value={staff.tenantId}
              />
            ),
          },
          {
            key: 'company',
            label: label('companyId'),
            value: (
              <FieldValue
                resource={staffResource}
                field="companyId"
                view={companyView}
                value={staff.companyId}
              />
            ),
          },
          { key: 'department', label: label('departmentName'), value: dash(staff.departmentName) },
          { key: 'position', label: label('position'), value: dash(staff.position) },
          { key: 'env', label: label('env'), value: dash(staff.env) },
          { key: 'userOID', label: text('queryData.field.userOID'), value: staff.oid, copyable: true },
          {
            key: 'updatedAt',
            label: text('queryData.field.updatedAt'),
            value: format.dateTime(staff.updatedAt),
          },
        ]}
      />
    </Card>
  );
}
