import type { ExportMessages } from './en';

const exportTable: ExportMessages = {
  button: 'Exportar tabla',
  title: 'Exportando la tabla',
  progress: 'Filas escritas: %{done} de %{total}',
  progressUnknown: 'Filas escritas: %{done}',
  done: 'Tabla exportada: %{smart_count} fila |||| Tabla exportada: %{smart_count} filas',
  noColumns: 'Elija al menos una columna para exportar (Columnas).',
};

export default exportTable;
