import type { PreviewsMessages } from './en';

const es: PreviewsMessages = {
  app: {
    previews: {
      start: "Ver como este rol",
      startChanges: "Ver estos cambios",
      startFor: "Ver como %{name}",
      banner: "Vista previa como %{role}: ve el back-office como lo ve quien tiene este rol. No se guarda nada.",
      notSaved: "Vista previa: no se guarda",
      end: "Terminar la vista previa",
    },
  },
};

export default es;
