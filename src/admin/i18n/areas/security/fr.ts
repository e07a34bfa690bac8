import type en from './en';

const security: typeof en = {
  password: {
    rule: 'Au moins 8 caractères (128 au plus), pas un mot de passe courant ni l’adresse e-mail.',
    length: 'Un mot de passe doit comporter entre 8 et 128 caractères !',
    email: 'Le mot de passe ne peut pas être l’adresse e-mail du compte.',
    common: 'Ce mot de passe fait partie des 10 000 plus courants : choisissez-en un autre.',
  },
  locks: {
    ownType: 'Vous ne pouvez pas changer votre propre type d’utilisateur.',
    ownRoles: 'Vous ne pouvez pas changer vos propres rôles.',
    superAdminOnly: 'Seul un super-administrateur peut nommer, modifier ou retirer un super-administrateur.',
    needsRoleEdit: 'Seule une personne autorisée à modifier les rôles peut changer ceci.',
    needsActiveInactive: 'Seule une personne ayant la permission Actif/Inactif utilisateur peut changer ceci.',
    ownPassword: 'Changez votre propre mot de passe depuis votre profil (il demande votre mot de passe actuel).',
    othersPassword: 'Le personnel ne fixe pas le mot de passe d’une autre personne : envoyez-lui plutôt un lien de réinitialisation.',
    staffEmail: 'Seule une personne autorisée à modifier les rôles peut changer l’e-mail d’un membre du personnel : c’est la clé de son compte.',
    staffAccount: 'Seule une personne autorisée à modifier les rôles peut désactiver, réactiver ou supprimer un membre du personnel.',
    ownAccount: 'Vous ne pouvez pas désactiver ni supprimer votre propre compte.',
    staffChoice: 'Personnel n’est proposé qu’à une personne autorisée à modifier les rôles.',
  },
  resetLink: {
    button: 'Envoyer un lien de réinitialisation',
    title: 'Envoyer un lien de réinitialisation',
    confirm: 'Envoyer à %{email} un lien à usage unique pour choisir un nouveau mot de passe ? Le lien est valable une heure.',
    sent: 'Un lien de réinitialisation du mot de passe a été envoyé à %{email}.',
    createHint: 'Le nouvel utilisateur choisit lui-même son mot de passe : après l’enregistrement, ouvrez-le et utilisez « Envoyer un lien de réinitialisation ».',
  },
  ownPassword: {
    title: 'Changer le mot de passe',
    intro: 'Vous serez déconnecté partout et vous reconnecterez avec le nouveau mot de passe.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    changed: 'Votre mot de passe a été changé. Reconnectez-vous avec le nouveau mot de passe.',
  },
};

export default security;
