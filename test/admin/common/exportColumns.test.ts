import { describe, expect, it } from 'vitest';
import { API_TABLE } from '../../../src/admin/registry';
import type { ExportableColumns } from '../../../src/admin/common/exportColumns';
import { AUDIT_EXPORT_COLUMNS } from '../../../src/admin/resources/audit/auditExportColumns';
import { COMPANY_EXPORT_COLUMNS } from '../../../src/admin/resources/companies/companyExportColumns';
import { COMPLIANCE_EXPORT_COLUMNS } from '../../../src/admin/resources/compliance/complianceExportColumns';
import { COURSE_EXPORT_COLUMNS } from '../../../src/admin/resources/courses/courseExportColumns';
import { EVENT_EXPORT_COLUMNS } from '../../../src/admin/resources/events/eventExportColumns';
import { LOCATION_EXPORT_COLUMNS } from '../../../src/admin/resources/locations/locationExportColumns';
import { PAYMENT_EXPORT_COLUMNS } from '../../../src/admin/resources/payments/paymentExportColumns';
import { ROLE_EXPORT_COLUMNS } from '../../../src/admin/resources/roles/roleExportColumns';
import { SPONSORSHIP_EXPORT_COLUMNS } from '../../../src/admin/resources/sponsorships/sponsorshipExportColumns';
import { USER_EXPORT_COLUMNS } from '../../../src/admin/resources/users/userExportColumns';
import { AUDIT_EXPORT } from '../../../src/server/resources/audit/queries';
import { COMPANY_EXPORT } from '../../../src/server/resources/companies/queries';
import { COMPLIANCE_EXPORT } from '../../../src/server/resources/compliance/queries';
import { COURSE_EXPORT } from '../../../src/server/resources/courses/queries';
import { EVENT_EXPORT } from '../../../src/server/resources/events/queries';
import { LOCATION_EXPORT } from '../../../src/server/resources/locations/queries';
import { PAYMENT_EXPORT } from '../../../src/server/resources/payments/queries';
import { ROLE_EXPORT } from '../../../src/server/resources/roles/queries';
import { SPONSORSHIP_EXPORT } from '../../../src/server/resources/sponsorships/queries';
import { USER_EXPORT } from '../../../src/server/resources/users/queries';

/** What each screen sends and what the server reads, side by side: the two must name the same columns. */
const SCREENS: Record<string, [ExportableColumns, { columns: object }]> = {
  users: [USER_EXPORT_COLUMNS, USER_EXPORT],
  companies: [COMPANY_EXPORT_COLUMNS, COMPANY_EXPORT],
  locations: [LOCATION_EXPORT_COLUMNS, LOCATION_EXPORT],
  sponsorships: [SPONSORSHIP_EXPORT_COLUMNS, SPONSORSHIP_EXPORT],
  roles: [ROLE_EXPORT_COLUMNS, ROLE_EXPORT],
  events: [EVENT_EXPORT_COLUMNS, EVENT_EXPORT],
  courses: [COURSE_EXPORT_COLUMNS, COURSE_EXPORT],
  compliance: [COMPLIANCE_EXPORT_COLUMNS, COMPLIANCE_EXPORT],
  payments: [PAYMENT_EXPORT_COLUMNS, PAYMENT_EXPORT],
  audit: [AUDIT_EXPORT_COLUMNS, AUDIT_EXPORT],
};

/** The resources whose registry entry has a table export. */
const EXPORTABLE = Object.entries(API_TABLE)
  .filter(([, api]) => api.exportPath !== undefined)
  .map(([name]) => name)
  .sort();

describe('the table export columns of the screens and of the server', () => {
  it('names every resource with a table export', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(EXPORTABLE);
  });

  it.each(EXPORTABLE.map((list) => [list]))('%s: the screen sends exactly the columns the server reads, to its export path', (list) => {
    const [screen, api] = SCREENS[list]!;
    const sent = Object.entries(screen).map(([id, column]) => column.key ?? id);
    expect(sent.sort()).toEqual(Object.keys(api.columns).sort());
    expect(API_TABLE[list].exportPath).toBe(`/export/${list}`);
  });
});
