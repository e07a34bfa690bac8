import { describe, expect, it } from 'vitest';
import { API_TABLE } from '../../../src/admin/registry';
import type { ExportableColumns } from '../../../src/admin/common/exportColumns';
import { COMPANY_EXPORT_COLUMNS } from '../../../src/admin/resources/companies/companyExportColumns';
import { COURSE_EXPORT_COLUMNS } from '../../../src/admin/resources/courses/courseExportColumns';
import { EVENT_EXPORT_COLUMNS } from '../../../src/admin/resources/events/eventExportColumns';
import { LOCATION_EXPORT_COLUMNS } from '../../../src/admin/resources/locations/locationExportColumns';
import { PAYMENT_EXPORT_COLUMNS } from '../../../src/admin/resources/payments/paymentExportColumns';
import { ROLE_EXPORT_COLUMNS } from '../../../src/admin/resources/roles/roleExportColumns';
import { SPONSORSHIP_EXPORT_COLUMNS } from '../../../src/admin/resources/sponsorships/sponsorshipExportColumns';
import { USER_EXPORT_COLUMNS } from '../../../src/admin/resources/users/userExportColumns';
import * as server from '../../../src/server/queries/listExportColumns';
import { EXPORTABLE_LISTS, type ExportableList } from '../../../src/shared/listExport';

/** What each screen sends and what the server reads, side by side: the two must name the same columns. */
const SCREENS: Record<ExportableList, [ExportableColumns, { columns: object }]> = {
  users: [USER_EXPORT_COLUMNS, server.USER_EXPORT],
  companies: [COMPANY_EXPORT_COLUMNS, server.COMPANY_EXPORT],
  locations: [LOCATION_EXPORT_COLUMNS, server.LOCATION_EXPORT],
  sponsorships: [SPONSORSHIP_EXPORT_COLUMNS, server.SPONSORSHIP_EXPORT],
  roles: [ROLE_EXPORT_COLUMNS, server.ROLE_EXPORT],
  events: [EVENT_EXPORT_COLUMNS, server.EVENT_EXPORT],
  courses: [COURSE_EXPORT_COLUMNS, server.COURSE_EXPORT],
  payments: [PAYMENT_EXPORT_COLUMNS, server.PAYMENT_EXPORT],
};

describe('the table export columns of the screens and of the server', () => {
  it.each(EXPORTABLE_LISTS.map((list) => [list]))('%s: the screen sends exactly the columns the server reads, to its export path', (list) => {
    const [screen, api] = SCREENS[list];
    const sent = Object.entries(screen).map(([id, column]) => column.key ?? id);
    expect(sent.sort()).toEqual(Object.keys(api.columns).sort());
    expect(API_TABLE[list].exportPath).toBe(`/export/${list}`);
  });
});
