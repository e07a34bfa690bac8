/**
 * English words of the role preview (`app.previews.*`): its buttons on the role screens and the
 * banner above every screen of a preview. The other five languages have exactly this shape.
 */
const en = {
  app: {
    previews: {
      start: "Preview as this role",
      startChanges: "Preview these changes",
      startFor: "Preview as %{name}",
      banner: "Preview as %{role}: you see the back-office as a holder of this role does. Nothing is saved.",
      notSaved: "Preview: not saved",
      end: "End preview",
    },
  },
};

export type PreviewsMessages = typeof en;

export default en;
