import type { PreviewsMessages } from './en';

const fr: PreviewsMessages = {
  app: {
    previews: {
      start: "Aperçu avec ce rôle",
      startChanges: "Aperçu de ces modifications",
      startFor: "Aperçu en tant que %{name}",
      banner: "Aperçu en tant que %{role} : vous voyez le back-office comme un titulaire de ce rôle. Rien n'est enregistré.",
      notSaved: "Aperçu : non enregistré",
      end: "Terminer l'aperçu",
    },
  },
};

export default fr;
