import type { SponsorshipsMessages } from './en';

const es: SponsorshipsMessages = {
  resources: {
    sponsorships: {
      name: 'Patrocinio |||| Patrocinios',
      fields: {
        position: 'Posición',
        name: 'Nombre',
        companyCount: 'Número de empresas',
        createdAt: 'Fecha de creación',
        isActive: 'Activo',
      },
      notifications: {
        created: '¡Patrocinio creado correctamente!',
        updated: '¡Patrocinio actualizado correctamente!',
      },
    },
  },
  app: {
    sponsorships: {
      backToList: 'Volver a la lista de patrocinios',
      title: 'Patrocinios',
      searchHint: 'buscar por nombre',
      add: 'Añadir patrocinio',
      delete: 'Eliminar',
      deleted: '¡Patrocinio eliminado correctamente!',
      deleteTitle: 'Eliminar registro',
      deleteConfirm: '¿Seguro que desea eliminar este patrocinio?',
      yes: 'Sí',
      no: 'No',
      createTitle: 'Añadir patrocinio',
      editTitle: 'Editar patrocinio',
      showCompanies: 'Ver las empresas de %{name}',
      companiesTitle: 'Empresas de este patrocinio',
      positionHelp: 'La lista se ordena por posición; déjela vacía para colocar el patrocinio al final.',
      form: {
        save: 'Guardar',
        update: 'Actualizar',
      },
      picker: {
        title: 'Seleccionar patrocinio',
      },
    },
  },
};

export default es;
