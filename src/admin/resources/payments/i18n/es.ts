import type { PaymentsMessages } from './en';

const es: PaymentsMessages = {
  resources: {
    payments: {
      fields: {
        paidOn: 'Fecha',
        payer: 'Pagador',
        user: 'Pagado por (persona)',
        company: 'Empresa',
        event: 'Evento',
        purpose: 'Concepto',
        amount: 'Importe',
        method: 'Método',
        status: 'Estado',
        reference: 'Referencia',
        note: 'Nota',
      },
      notifications: {
        created: '¡Pago registrado correctamente!',
        updated: '¡Pago actualizado correctamente!',
      },
    },
  },
  app: {
    payments: {
      title: 'Pagos',
      createTitle: 'Registrar pago',
      editTitle: 'Editar pago',
      add: 'Registrar pago',
      backToList: 'Volver a la lista de pagos',
      searchHint: 'buscar por pagador o referencia',
      none: '—',
      purposes: {
        membershipDues: 'Cuota de socio',
        eventRegistration: 'Inscripción a evento',
        courseAccess: 'Acceso a curso',
        sponsorship: 'Patrocinio',
        other: 'Otro',
      },
      methods: {
        card: 'Tarjeta',
        check: 'Cheque',
        ach: 'Transferencia ACH',
        cash: 'Efectivo',
      },
      statuses: {
        pending: 'Pendiente',
        paid: 'Pagado',
        refunded: 'Reembolsado',
        failed: 'Fallido',
      },
      totals: {
        label: 'Totales de los pagos filtrados',
        count: '%{smart_count} pago |||| %{smart_count} pagos',
        total: 'Total: %{amount}',
        status: '%{status}: %{amount} (%{count})',
      },
      filters: {
        paidBetween: 'Fecha',
        person: 'Persona',
        company: 'Empresa',
      },
      export: {
        button: 'Exportar',
        fetching: 'Preparando el archivo CSV...',
      },
      actions: {
        edit: 'Editar el pago de %{name}',
        view: 'Ver el pago de %{name}',
        delete: 'Eliminar el pago de %{name}',
      },
      form: {
        payer: 'Quién pagó',
        payerHelp: 'Una persona, una empresa o ambas (un miembro que paga por su empresa).',
        selectUser: 'Seleccionar usuario',
        selectCompany: 'Seleccionar empresa',
        removeUser: 'Quitar la persona',
        removeCompany: 'Quitar la empresa',
        noneChosen: 'Sin elegir',
        payerRequired: 'Elija quién pagó: una persona o una empresa',
        eventHelp: 'Opcional: el evento al que corresponde el pago. Escriba para buscar por nombre.',
        amountHelp: 'En dólares estadounidenses, por ejemplo 125 o 125.50.',
        amountInvalid: 'Introduzca un importe en dólares, como 125 o 125.50.',
        amountPositive: 'El importe debe ser mayor que 0 $.',
        amountDecimals: 'Use como máximo dos decimales (centavos).',
        amountMax: 'El importe no puede superar 100.000 $.',
        referenceHelp: 'Número de cheque, ID de transacción del procesador o número de factura. Nunca introduzca un número de tarjeta.',
        noteHelp: 'Nunca introduzca números de tarjeta ni otros datos de tarjeta: se rechazan.',
        save: 'Guardar',
        update: 'Actualizar',
        delete: 'Eliminar',
        deleteTitle: 'Eliminar pago',
        deleteConfirm: '¿Seguro que desea eliminar este pago?',
        yes: 'Sí',
        no: 'No',
      },
      messages: {
        deleted: '¡Pago eliminado correctamente!',
      },
    },
  },
};

export default es;
