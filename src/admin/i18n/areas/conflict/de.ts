import type { ConflictMessages } from './en';

const conflict: ConflictMessages = {
  title: '%{label} wurde von %{name} um %{time} geändert, während Sie bearbeitet haben',
  titleUnknown: '%{label} wurde von jemand anderem um %{time} geändert, während Sie bearbeitet haben',
  lead: 'Wählen Sie für jedes Feld, was bleiben soll.',
  noFields: 'Die Änderungen ließen sich nicht Feld für Feld auflisten.',
  tableLabel: 'Abweichende Felder',
  field: 'Feld',
  theirs: 'Die anderen',
  yours: 'Meine',
  both: 'Beide',
  keep: 'Behalten',
  choiceFor: 'Was für %{field} bleiben soll',
  keepMine: 'Meine behalten',
  takeTheirs: 'Die anderen übernehmen',
  keepBoth: 'Beide behalten',
  empty: '(leer)',
  notSaved: 'Nicht gespeicherte Werte von Ihnen:',
  notSavedValue: '%{field}: %{value}',
  locationField: '%{location}: %{field}',
};

export default conflict;
