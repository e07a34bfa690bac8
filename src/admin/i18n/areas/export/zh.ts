import type { ExportMessages } from './en';

const exportTable: ExportMessages = {
  button: '导出表格',
  title: '正在导出表格',
  progress: '已写入行数：%{done} / %{total}',
  progressUnknown: '已写入行数：%{done}',
  done: '表格已导出：%{smart_count} 行',
  noColumns: '请至少选择一列进行导出（列）。',
};

export default exportTable;
