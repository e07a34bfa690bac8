import type { ConflictMessages } from './en';

const conflict: ConflictMessages = {
  title: '%{label} a été modifié par %{name} à %{time} pendant que vous le modifiiez',
  titleUnknown: '%{label} a été modifié par quelqu’un d’autre à %{time} pendant que vous le modifiiez',
  lead: 'Choisissez ce qu’il faut garder pour chaque champ.',
  noFields: 'Leurs modifications n’ont pas pu être listées champ par champ.',
  tableLabel: 'Champs qui diffèrent',
  field: 'Champ',
  theirs: 'Les leurs',
  yours: 'Les vôtres',
  both: 'Les deux',
  keep: 'Garder',
  choiceFor: 'Ce qu’il faut garder pour %{field}',
  keepMine: 'Garder les miennes',
  takeTheirs: 'Prendre les leurs',
  keepBoth: 'Garder les deux',
  empty: '(vide)',
  notSaved: 'Vos valeurs non enregistrées :',
  notSavedValue: '%{field} : %{value}',
  locationField: '%{location} : %{field}',
};

export default conflict;
