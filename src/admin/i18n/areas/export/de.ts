import type { ExportMessages } from './en';

const exportTable: ExportMessages = {
  button: 'Tabelle exportieren',
  title: 'Die Tabelle wird exportiert',
  progress: 'Geschriebene Zeilen: %{done} von %{total}',
  progressUnknown: 'Geschriebene Zeilen: %{done}',
  done: 'Tabelle exportiert: %{smart_count} Zeile |||| Tabelle exportiert: %{smart_count} Zeilen',
  noColumns: 'Wählen Sie mindestens eine Spalte zum Exportieren (Spalten).',
};

export default exportTable;
