import type { DashboardMessages } from './en';

const es: DashboardMessages = {
  app: {
    dashboard: {
      title: 'Panel',
      loadError: 'No se pudo cargar el panel.',
      retry: 'Reintentar',
      cards: {
        activeMembers: {
          title: 'Miembros activos',
          definition: 'Usuarios activos de tipo Miembro.',
        },
        activeAdmins: {
          title: 'Administradores activos',
          definition: 'Usuarios de personal activos y superadministradores.',
        },
        newUsers: {
          title: 'Usuarios nuevos',
          definition: 'Usuarios de cualquier tipo registrados en los últimos %{days} días.',
        },
        activeCompanies: {
          title: 'Empresas activas',
          definition: 'Empresas cuyo estado es Activo.',
        },
        upcomingEvents: {
          title: 'Próximos eventos',
          definition: 'Eventos activos y publicados que empiezan hoy o más adelante.',
        },
      },
      charts: {
        monthly: 'Eventos|Usuarios (mensual)',
        weekly: 'Eventos|Usuarios (semanal)',
        monthlyDefinition:
          'Los últimos cinco meses naturales, incluido el actual: eventos activos y publicados que empiezan en cada mes, y usuarios registrados en él.',
        weeklyDefinition:
          'Las últimas cinco semanas de siete días, la última termina hoy: eventos activos y publicados que empiezan en cada semana, y usuarios registrados en ella.',
        events: 'Eventos',
        users: 'Usuarios',
        month: 'Mes',
        week: 'Semana',
      },
    },
  },
};

export default es;
