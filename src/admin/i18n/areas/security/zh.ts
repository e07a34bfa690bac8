import type en from './en';

const security: typeof en = {
  password: {
    rule: '至少 8 个字符（最多 128 个），不能是常见密码，也不能是电子邮件地址。',
    length: '密码长度必须在 8 到 128 个字符之间！',
    email: '密码不能是账户的电子邮件地址。',
    common: '此密码属于最常见的 10,000 个密码之一：请另选一个。',
  },
  locks: {
    ownType: '您不能更改自己的用户类型。',
    ownRoles: '您不能更改自己的角色。',
    superAdminOnly: '只有超级管理员才能任命、更改或移除超级管理员。',
    needsRoleEdit: '只有可以编辑角色的人才能更改此项。',
    needsActiveInactive: '只有拥有“启用/停用用户”权限的人才能更改此项。',
    ownPassword: '请在个人资料中更改自己的密码（需要输入当前密码）。',
    othersPassword: '工作人员不替他人设置密码：请改为发送重置链接。',
    staffEmail: '只有可以编辑角色的人才能更改员工用户的电子邮件：它是其账户的钥匙。',
    staffAccount: '只有可以编辑角色的人才能停用、重新启用或删除员工用户。',
    ownAccount: '您不能停用或删除自己的账户。',
    staffChoice: '只有可以编辑角色的人才会看到“员工”选项。',
  },
  resetLink: {
    button: '发送密码重置链接',
    title: '发送密码重置链接',
    confirm: '向 %{email} 发送一次性链接以设置新密码？链接在一小时内有效。',
    sent: '密码重置链接已发送至 %{email}。',
    createHint: '新用户自行设置密码：保存后打开该用户并使用“发送密码重置链接”。',
  },
  ownPassword: {
    title: '更改密码',
    intro: '您将在所有设备上退出登录，并使用新密码重新登录。',
    current: '当前密码',
    new: '新密码',
    confirm: '确认新密码',
    submit: '更改密码',
    changed: '您的密码已更改。请使用新密码重新登录。',
  },
};

export default security;
