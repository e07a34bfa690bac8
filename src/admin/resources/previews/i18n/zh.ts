import type { PreviewsMessages } from './en';

const zh: PreviewsMessages = {
  app: {
    previews: {
      start: "以此角色预览",
      startChanges: "预览这些更改",
      startFor: "以 %{name} 预览",
      banner: "以 %{role} 预览：您看到的后台与此角色的持有者相同。不会保存任何内容。",
      notSaved: "预览：不会保存",
      end: "结束预览",
    },
  },
};

export default zh;
