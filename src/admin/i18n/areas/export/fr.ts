import type { ExportMessages } from './en';

const exportTable: ExportMessages = {
  button: 'Exporter le tableau',
  title: 'Export du tableau en cours',
  progress: 'Lignes écrites : %{done} sur %{total}',
  progressUnknown: 'Lignes écrites : %{done}',
  done: 'Tableau exporté : %{smart_count} ligne |||| Tableau exporté : %{smart_count} lignes',
  noColumns: 'Choisissez au moins une colonne à exporter (Colonnes).',
};

export default exportTable;
