import type { ExportMessages } from './en';

const exportTable: ExportMessages = {
  button: '表をエクスポート',
  title: '表をエクスポートしています',
  progress: '書き出した行: %{done} / %{total}',
  progressUnknown: '書き出した行: %{done}',
  done: '表をエクスポートしました: %{smart_count} 行',
  noColumns: 'エクスポートする列を 1 つ以上選んでください（列）。',
};

export default exportTable;
