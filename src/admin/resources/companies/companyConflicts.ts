import type { Location } from '../../../shared/companies';
import { describeValue, fieldLabel, fieldRows, type ConflictOptions, type ConflictPart, type FormValues } from '../../common/conflictMerge';
import { formatAddress, toFormValues, type LocationFormValues } from '../locations';
import type { CompanyLocationRow } from './companyTransform';

const rowsOf = (values: FormValues) => (Array.isArray(values.locations) ? (values.locations as CompanyLocationRow[]) : []);

const ADDRESS_FIELDS = new Set(['physicalAddress', 'mailingAddress']);

/** A stale location: a pending update whose location changed since the form loaded it. */
interface StaleLocation {
  row: CompanyLocationRow;
  now: Location;
}

/**
 * The saved locations as they are now (theirs), each with the form's pending work on it; then the
 * pending work on locations not among them, and the new ones. A stale location's pending update
 * starts again from its current values and version.
 */
function withPendingWork(saved: readonly CompanyLocationRow[], mine: readonly CompanyLocationRow[], stale: readonly StaleLocation[]) {
  const pending = new Map(mine.filter((row) => row.change === 'update' || row.change === 'remove').map((row) => [row._id, row]));
  const fresh = new Map(stale.map(({ row, now }) => [row._id, now]));
  const restart = (row: CompanyLocationRow): CompanyLocationRow => {
    const now = fresh.get(row._id);
    return now ? { ...row, values: toFormValues(now), loaded: toFormValues(now), updatedAt: now.updatedAt } : row;
  };
  const savedIds = new Set(saved.map((row) => row._id));
  return [
    ...saved.map((row) => {
      const work = pending.get(row._id);
      return work ? restart(work) : row;
    }),
    ...[...pending.values()].filter((row) => !savedIds.has(row._id)).map(restart),
    ...mine.filter((row) => row.change === 'create'),
  ];
}

/**
 * The company's locations in a conflict. Their pending work (new, edited, removed) stays pending
 * whatever is chosen, over the saved list as it is now. A pending edit of a location someone else
 * changed since (the server names it in `fields` as `locations.<id>.<field>`, and its version
 * differs) gives a row per field of that location.
 */
export const companyLocationsPart: ConflictPart = {
  field: 'locations',
  covers: ['address'],
  build: async ({ theirs, yours, fields }, { translate, dataProvider }) => {
    const mine = rowsOf(yours);
    const named = new Set(fields.filter((name) => name.startsWith('locations.')).map((name) => name.slice('locations.'.length, name.lastIndexOf('.'))));
    const updates = mine.filter((row) => row.change === 'update');
    const current = await Promise.all(
      updates.map((row) =>
        dataProvider.getOne<Location & { id: string }>('locations', { id: row._id }).then(
          ({ data }) => data,
          () => undefined,
        ),
      ),
    );
    const stale = updates.flatMap((row, index): StaleLocation[] => {
      const now = current[index];
      const changed = row.updatedAt ? now?.updatedAt !== row.updatedAt : named.has(row._id);
      return now && changed ? [{ row, now }] : [];
    });
    const rows = stale.flatMap(({ row, now }) => {
      const theirsValues = toFormValues(now);
      const yoursValues = row.values ?? theirsValues;
      const listed = new Set(
        fields.filter((name) => name.startsWith(`locations.${row._id}.`)).map((name) => name.slice(name.lastIndexOf('.') + 1)),
      );
      return fieldRows({
        snapshot: { loaded: (row.loaded ?? theirsValues) as FormValues, theirs: theirsValues as FormValues, yours: yoursValues as FormValues },
        fields: Object.keys(theirsValues),
        listed,
        options: { richText: ['description'] },
        keyOf: (field) => `locations.${row._id}.${field}`,
        label: (field) => translate('app.conflict.locationField', { location: now.name, field: fieldLabel(translate, 'locations', field) }),
        describe: (field, value, kind) =>
          ADDRESS_FIELDS.has(field)
            ? formatAddress(value as LocationFormValues['physicalAddress']) || describeValue(null, translate)
            : describeValue(value, translate, { rich: kind === 'richText' }),
        set: (values, field, value) => ({
          ...values,
          locations: rowsOf(values).map((entry) =>
            entry._id === row._id
              ? { ...entry, ...(field === 'name' ? { name: String(value ?? '') } : {}), values: { ...entry.values!, [field]: value } }
              : entry,
          ),
        }),
      });
    });
    return { rows, start: (values) => ({ ...values, locations: withPendingWork(rowsOf(theirs), mine, stale) }) };
  },
};

/** The company form in a conflict: its description is rich text, its status a select over `isActive`. */
export const COMPANY_CONFLICTS: ConflictOptions = {
  richText: ['description'],
  aliases: { isActive: 'activeStatus' },
  parts: [companyLocationsPart],
};
