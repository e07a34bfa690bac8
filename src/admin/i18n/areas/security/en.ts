/**
 * English strings of the password rule, the power fields' hints and the password screens
 * (`app.security.*`). The other five languages have exactly this shape, in the files beside this one.
 */
const security = {
  password: {
    rule: 'At least 8 characters (at most 128), not a common password and not the email address.',
    length: 'A password must be between 8 and 128 characters!',
    email: "A password can't be the account's email address.",
    common: 'This password is one of the 10,000 most common passwords: choose another.',
  },
  /** Why a field that carries power is read-only (src/shared/userAuthority.ts). */
  locks: {
    ownType: "You can't change your own user type.",
    ownRoles: "You can't change your own roles.",
    superAdminOnly: 'Only a super administrator can make, change or remove a super administrator.',
    needsRoleEdit: 'Only someone who may edit roles can change this.',
    needsActiveInactive: 'Only someone with the Active/Inactive User permission can change this.',
    ownPassword: 'Change your own password from your profile (it asks for your current password).',
    othersPassword: "Staff don't set another person's password: send them a reset link instead.",
    staffEmail: "Only someone who may edit roles can change a Staff user's email: it is the key to their account.",
    staffAccount: "Only someone who may edit roles can deactivate, reactivate or delete a Staff user.",
    ownAccount: "You can't deactivate or delete your own account.",
    staffChoice: 'Staff is offered only to someone who may edit roles.',
  },
  resetLink: {
    button: 'Send password reset link',
    title: 'Send password reset link',
    confirm: 'Email %{email} a single-use link to choose a new password? The link works for one hour.',
    sent: 'A password reset link has been sent to %{email}.',
    createHint: "The new user chooses their own password: after saving, open them and use 'Send password reset link'.",
  },
  ownPassword: {
    title: 'Change Password',
    intro: 'You will be signed out everywhere and sign in again with the new password.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change Password',
    changed: 'Your password has been changed. Sign in again with the new password.',
  },
};

export default security;
