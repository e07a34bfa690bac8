import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeNoticeAfterLoad } from './noticeAfterLoad';

/** Shows the toast the previous page kept for this load (keepNoticeForNextLoad). */
export const NoticeAfterLoad = () => {
  const notify = useNotify();
  useEffect(() => {
    const notice = takeNoticeAfterLoad();
    if (notice) notify(notice.message, { type: notice.type, messageArgs: notice.messageArgs });
  }, [notify]);
  return null;
};
