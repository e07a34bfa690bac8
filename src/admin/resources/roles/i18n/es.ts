import type { RolesMessages } from './en';

const es: RolesMessages = {
  resources: {
    roles: {
      name: 'Rol |||| Roles',
      fields: {
        name: 'Nombre del rol',
        isActive: 'Activo',
        status: 'Estado',
      },
      notifications: {
        created: '¡Rol creado correctamente!',
        updated: '¡Rol actualizado correctamente!',
      },
    },
  },
  app: {
    roles: {
      title: 'Roles',
      searchHint: 'buscar por nombre de rol',
      add: 'Añadir rol',
      createTitle: 'Añadir rol',
      detailsTitle: 'Detalles del rol',
      backToList: 'Volver a la lista de roles',
      delete: 'Eliminar',
      deleteTitle: 'Eliminar registro',
      deleteConfirm: '¿Seguro que desea eliminar este rol?',
      yes: 'Sí',
      no: 'No',
      deleted: '¡Rol eliminado correctamente!',
      heldBy: 'Asignado a %{smart_count} usuario |||| Asignado a %{smart_count} usuarios',
      showHolders: 'Verlos en la lista de usuarios',
      inUseTitle: 'El rol está en uso',
      removeAndDelete: 'Quitárselo y eliminar',
      access: {
        title: 'Acceso',
        module: 'Módulo',
        all: 'Todo',
        allModules: 'Todos los módulos',
        create: 'Crear',
        read: 'Leer',
        update: 'Actualizar',
        delete: 'Eliminar',
        selectRow: 'Todo el acceso a %{module}',
        selectColumn: '%{action} en todos los módulos',
        notUsed: 'No se usa',
      },
      ceiling: {
        beyond: '%{module}: %{action} va más allá de su propio acceso.',
        note: 'Las casillas en gris van más allá de su propio acceso: a un rol solo se le puede dar lo que usted tiene.',
        held: 'Usted tiene este rol: no puede cambiar su acceso ni su estado. Pídaselo a otra persona que pueda editar roles.',
        above: 'Este rol permite %{module}: %{action}, que va más allá de su propio acceso: solo quien lo tenga puede cambiar o eliminar el rol.',
      },
      picker: {
        title: 'Seleccionar rol',
      },
    },
  },
};

export default es;
