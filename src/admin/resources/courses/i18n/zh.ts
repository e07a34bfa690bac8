import type { CoursesMessages } from './en';

const zh: CoursesMessages = {
  resources: {
    courses: {
      fields: {
        code: '代码',
        title: '标题',
        creditHours: '学分学时',
        delivery: '授课方式',
        description: '描述',
        isActive: '启用',
        eventCount: '活动',
        status: '状态',
      },
      notifications: {
        created: '课程创建成功！',
        updated: '课程更新成功！',
      },
    },
  },
  app: {
    courses: {
      title: '课程',
      searchHint: '按代码或标题搜索',
      add: '添加课程',
      createTitle: '添加课程',
      editTitle: '编辑课程',
      backToList: '返回课程列表',
      deleted: '课程删除成功！',
      showEvents: '显示 %{name} 的活动',
      creditHoursHelp: '以一刻钟（0.25 小时）为单位，例如 1.5 或 3.25。',
      deliveries: {
        inPerson: '线下',
        online: '线上',
        hybrid: '混合',
      },
      rules: {
        creditHours: '学分学时须在 0 到 99.75 之间，以一刻钟（0.25 小时）为单位（例如 1.5 或 3.25）。',
      },
      form: {
        save: '保存',
        update: '更新',
        delete: '删除',
        deleteTitle: '删除课程',
        deleteConfirm: '确定要删除此课程吗？',
        yes: '是',
        no: '否',
      },
      filters: {
        status: '启用状态',
      },
    },
  },
};

export default zh;
