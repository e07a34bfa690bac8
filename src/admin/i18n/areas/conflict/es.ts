import type { ConflictMessages } from './en';

const conflict: ConflictMessages = {
  title: '%{name} cambió %{label} a las %{time} mientras usted lo editaba',
  titleUnknown: 'Otra persona cambió %{label} a las %{time} mientras usted lo editaba',
  lead: 'Elija qué conservar en cada campo.',
  noFields: 'No se pudieron listar sus cambios campo por campo.',
  tableLabel: 'Campos que difieren',
  field: 'Campo',
  theirs: 'Los suyos',
  yours: 'Los míos',
  both: 'Ambos',
  keep: 'Conservar',
  choiceFor: 'Qué conservar en %{field}',
  keepMine: 'Conservar los míos',
  takeTheirs: 'Tomar los suyos',
  keepBoth: 'Conservar ambos',
  empty: '(vacío)',
  notSaved: 'Sus valores no guardados:',
  notSavedValue: '%{field}: %{value}',
  locationField: '%{location}: %{field}',
};

export default conflict;
