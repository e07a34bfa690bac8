import type { ConflictMessages } from './en';

const conflict: ConflictMessages = {
  title: '編集中に %{name} が %{time} に %{label} を変更しました',
  titleUnknown: '編集中に他のユーザーが %{time} に %{label} を変更しました',
  lead: '各項目で残す値を選んでください。',
  noFields: '相手の変更を項目ごとに表示できませんでした。',
  tableLabel: '異なる項目',
  field: '項目',
  theirs: '相手の値',
  yours: '自分の値',
  both: '両方',
  keep: '残す値',
  choiceFor: '%{field} に残す値',
  keepMine: '自分の値を保持',
  takeTheirs: '相手の値を採用',
  keepBoth: '両方を保持',
  empty: '（空）',
  notSaved: '保存されなかった自分の値:',
  notSavedValue: '%{field}: %{value}',
  locationField: '%{location}: %{field}',
};

export default conflict;
