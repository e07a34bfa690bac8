import type { RolesMessages } from './en';

const zh: RolesMessages = {
  resources: {
    roles: {
      name: '角色',
      fields: {
        name: '角色名称',
        isActive: '启用',
        status: '状态',
      },
      notifications: {
        created: '角色已成功创建！',
        updated: '角色已成功更新！',
      },
    },
  },
  app: {
    roles: {
      title: '角色',
      searchHint: '按角色名称搜索',
      add: '添加角色',
      createTitle: '添加角色',
      detailsTitle: '角色详情',
      backToList: '返回角色列表',
      delete: '删除',
      deleteTitle: '删除记录',
      deleteConfirm: '确定要删除此角色吗？',
      yes: '是',
      no: '否',
      deleted: '角色已成功删除！',
      heldBy: '已分配给 %{smart_count} 位用户',
      showHolders: '在用户列表中查看',
      inUseTitle: '该角色正在使用',
      removeAndDelete: '从这些用户移除并删除',
      access: {
        title: '访问权限',
        module: '模块',
        all: '全部',
        allModules: '所有模块',
        create: '创建',
        read: '读取',
        update: '更新',
        delete: '删除',
        selectRow: '%{module} 的全部权限',
        selectColumn: '所有模块的%{action}',
        notUsed: '不适用',
      },
      ceiling: {
        beyond: '%{module}：%{action} 超出了您自己的权限。',
        note: '灰色的选项超出了您自己的权限：角色只能获得您本人拥有的权限。',
        held: '您本人持有此角色：不能更改其权限或状态。请让其他可以编辑角色的人来操作。',
        above: '此角色允许 %{module}：%{action}，超出了您自己的权限：只有拥有该权限的人才能更改或删除此角色。',
      },
      picker: {
        title: '选择角色',
      },
    },
  },
};

export default zh;
