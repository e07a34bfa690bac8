import type en from './en';

const security: typeof en = {
  password: {
    rule: 'Mindestens 8 Zeichen (höchstens 128), kein häufiges Passwort und nicht die E-Mail-Adresse.',
    length: 'Ein Passwort muss zwischen 8 und 128 Zeichen lang sein!',
    email: 'Ein Passwort darf nicht die E-Mail-Adresse des Kontos sein.',
    common: 'Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern: Wählen Sie ein anderes.',
  },
  locks: {
    ownType: 'Sie können Ihren eigenen Benutzertyp nicht ändern.',
    ownRoles: 'Sie können Ihre eigenen Rollen nicht ändern.',
    superAdminOnly: 'Nur ein Super-Administrator kann einen Super-Administrator ernennen, ändern oder entfernen.',
    needsRoleEdit: 'Nur wer Rollen bearbeiten darf, kann dies ändern.',
    needsActiveInactive: 'Nur wer die Berechtigung „Benutzer aktiv/inaktiv“ hat, kann dies ändern.',
    ownPassword: 'Ändern Sie Ihr eigenes Passwort in Ihrem Profil (dort wird Ihr aktuelles Passwort abgefragt).',
    othersPassword: 'Mitarbeitende legen kein Passwort für andere fest: Senden Sie stattdessen einen Link zum Zurücksetzen.',
    staffEmail: 'Nur wer Rollen bearbeiten darf, kann die E-Mail eines Mitarbeiterkontos ändern: Sie ist der Schlüssel zu diesem Konto.',
    staffAccount: 'Nur wer Rollen bearbeiten darf, kann ein Mitarbeiterkonto deaktivieren, reaktivieren oder löschen.',
    ownAccount: 'Ihr eigenes Konto können Sie nicht deaktivieren oder löschen.',
    staffChoice: 'Mitarbeiter wird nur angeboten, wenn Sie Rollen bearbeiten dürfen.',
  },
  resetLink: {
    button: 'Link zum Zurücksetzen senden',
    title: 'Link zum Zurücksetzen senden',
    confirm: 'An %{email} einen einmaligen Link zum Festlegen eines neuen Passworts senden? Der Link gilt eine Stunde.',
    sent: 'Ein Link zum Zurücksetzen des Passworts wurde an %{email} gesendet.',
    createHint: 'Der neue Benutzer wählt sein Passwort selbst: Öffnen Sie ihn nach dem Speichern und verwenden Sie „Link zum Zurücksetzen senden“.',
  },
  ownPassword: {
    title: 'Passwort ändern',
    intro: 'Sie werden überall abgemeldet und melden sich mit dem neuen Passwort wieder an.',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    submit: 'Passwort ändern',
    changed: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort wieder an.',
  },
};

export default security;
