import type { PreviewsMessages } from './en';

const ja: PreviewsMessages = {
  app: {
    previews: {
      start: "このロールでプレビュー",
      startChanges: "この変更をプレビュー",
      startFor: "%{name} としてプレビュー",
      banner: "%{role} としてプレビュー中：このロールの保持者と同じ画面を表示しています。何も保存されません。",
      notSaved: "プレビュー：保存されません",
      end: "プレビューを終了",
    },
  },
};

export default ja;
