import type { NotificationType } from 'react-admin';
import type { KeyValueStorage } from '../providers/session';

/** A toast for the page a full load opens, when the success that led there ends in a reload. */
export interface CarriedNotice {
  /** A catalogue key, or the server's own words with `messageArgs._` holding them. */
  message: string;
  type: NotificationType;
  messageArgs?: { _?: string };
}

const KEY = 'noticeAfterLoad';

export function keepNoticeForNextLoad(notice: CarriedNotice, storage: KeyValueStorage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(notice));
}

/** The notice kept for this load, once: it is removed as it is read. */
export function takeNoticeAfterLoad(storage: KeyValueStorage = sessionStorage): CarriedNotice | null {
  const text = storage.getItem(KEY);
  if (text === null) return null;
  storage.removeItem(KEY);
  try {
    const notice = JSON.parse(text) as Partial<CarriedNotice> | null;
    return typeof notice?.message === 'string' && typeof notice.type === 'string' ? (notice as CarriedNotice) : null;
  } catch {
    return null;
  }
}
