/**
 * English strings of the conflict dialog (`app.conflict.*`): a save refused because someone else
 * changed the record. The other five languages have exactly this shape, in the files beside this one.
 */
const conflict = {
  title: '%{label} was changed by %{name} at %{time} while you were editing',
  titleUnknown: '%{label} was changed by someone else at %{time} while you were editing',
  lead: 'Choose what to keep for each field.',
  noFields: 'Their changes could not be listed field by field.',
  tableLabel: 'Fields that differ',
  field: 'Field',
  theirs: 'Theirs',
  yours: 'Yours',
  both: 'Both',
  keep: 'Keep',
  choiceFor: 'What to keep for %{field}',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keepBoth: 'Keep both',
  empty: '(empty)',
  notSaved: 'Your values not saved:',
  notSavedValue: '%{field}: %{value}',
  locationField: '%{location}: %{field}',
};

export type ConflictMessages = typeof conflict;

export default conflict;
