import type en from './en';

const security: typeof en = {
  password: {
    rule: 'Al menos 8 caracteres (como máximo 128), que no sea una contraseña común ni la dirección de correo.',
    length: '¡La contraseña debe tener entre 8 y 128 caracteres!',
    email: 'La contraseña no puede ser la dirección de correo de la cuenta.',
    common: 'Esta contraseña está entre las 10.000 más comunes: elija otra.',
  },
  locks: {
    ownType: 'No puede cambiar su propio tipo de usuario.',
    ownRoles: 'No puede cambiar sus propios roles.',
    superAdminOnly: 'Solo un superadministrador puede nombrar, cambiar o quitar a un superadministrador.',
    needsRoleEdit: 'Solo quien puede editar roles puede cambiar esto.',
    needsActiveInactive: 'Solo quien tiene el permiso Activar/Desactivar usuario puede cambiar esto.',
    ownPassword: 'Cambie su propia contraseña desde su perfil (allí se pide la contraseña actual).',
    othersPassword: 'El personal no fija la contraseña de otra persona: envíele un enlace de restablecimiento.',
    staffEmail: 'Solo quien puede editar roles puede cambiar el correo de un usuario del personal: es la llave de su cuenta.',
    staffAccount: 'Solo quien puede editar roles puede desactivar, reactivar o eliminar a un usuario del personal.',
    ownAccount: 'No puede desactivar ni eliminar su propia cuenta.',
    staffChoice: 'Personal solo se ofrece a quien puede editar roles.',
  },
  resetLink: {
    button: 'Enviar enlace de restablecimiento',
    title: 'Enviar enlace de restablecimiento',
    confirm: '¿Enviar a %{email} un enlace de un solo uso para elegir una nueva contraseña? El enlace vale una hora.',
    sent: 'Se ha enviado un enlace para restablecer la contraseña a %{email}.',
    createHint: 'El nuevo usuario elige su propia contraseña: después de guardar, ábralo y use «Enviar enlace de restablecimiento».',
  },
  ownPassword: {
    title: 'Cambiar contraseña',
    intro: 'Se cerrará su sesión en todas partes y volverá a entrar con la nueva contraseña.',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar la nueva contraseña',
    submit: 'Cambiar contraseña',
    changed: 'Su contraseña ha cambiado. Vuelva a entrar con la nueva contraseña.',
  },
};

export default security;
