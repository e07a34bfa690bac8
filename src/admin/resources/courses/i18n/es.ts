import type { CoursesMessages } from './en';

const es: CoursesMessages = {
  resources: {
    courses: {
      fields: {
        code: 'Código',
        title: 'Título',
        creditHours: 'Horas de crédito',
        delivery: 'Modalidad',
        description: 'Descripción',
        isActive: 'Activo',
        eventCount: 'Eventos',
        status: 'Estado',
      },
      notifications: {
        created: '¡Curso creado correctamente!',
        updated: '¡Curso actualizado correctamente!',
      },
    },
  },
  app: {
    courses: {
      title: 'Cursos',
      searchHint: 'buscar por código o título',
      add: 'Añadir curso',
      createTitle: 'Añadir curso',
      editTitle: 'Editar curso',
      backToList: 'Volver a la lista de cursos',
      deleted: '¡Curso eliminado correctamente!',
      showEvents: 'Mostrar los eventos de %{name}',
      creditHoursHelp: 'En cuartos de hora, por ejemplo 1,5 o 3,25.',
      deliveries: {
        inPerson: 'Presencial',
        online: 'En línea',
        hybrid: 'Híbrido',
      },
      rules: {
        creditHours: 'Las horas de crédito deben estar entre 0 y 99,75, en cuartos de hora (por ejemplo 1,5 o 3,25).',
      },
      form: {
        save: 'Guardar',
        update: 'Actualizar',
        delete: 'Eliminar',
        deleteTitle: 'Eliminar curso',
        deleteConfirm: '¿Seguro que desea eliminar este curso?',
        yes: 'Sí',
        no: 'No',
      },
      filters: {
        status: 'Estado activo',
      },
    },
  },
};

export default es;
