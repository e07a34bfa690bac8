import type { PreviewsMessages } from './en';

const de: PreviewsMessages = {
  app: {
    previews: {
      start: "Als diese Rolle ansehen",
      startChanges: "Diese Änderungen ansehen",
      startFor: "Als %{name} ansehen",
      banner: "Vorschau als %{role}: Sie sehen das Backoffice wie ein Inhaber dieser Rolle. Nichts wird gespeichert.",
      notSaved: "Vorschau: nicht gespeichert",
      end: "Vorschau beenden",
    },
  },
};

export default de;
