import type { ConflictMessages } from './en';

const conflict: ConflictMessages = {
  title: '在您编辑期间，%{name} 于 %{time} 修改了 %{label}',
  titleUnknown: '在您编辑期间，其他人于 %{time} 修改了 %{label}',
  lead: '请为每个字段选择要保留的值。',
  noFields: '无法逐个字段列出对方的修改。',
  tableLabel: '不同的字段',
  field: '字段',
  theirs: '对方的',
  yours: '我的',
  both: '两者',
  keep: '保留',
  choiceFor: '%{field} 要保留的值',
  keepMine: '保留我的',
  takeTheirs: '采用对方的',
  keepBoth: '两者都保留',
  empty: '（空）',
  notSaved: '您未保存的值：',
  notSavedValue: '%{field}：%{value}',
  locationField: '%{location}：%{field}',
};

export default conflict;
