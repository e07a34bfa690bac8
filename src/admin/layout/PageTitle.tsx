import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

interface PageTitleState {
  /** A screen's own title, naming its record; the menu entry's label otherwise. */
  title?: string;
  setTitle: (title: string | undefined) => void;
}

const PageTitleContext = createContext<PageTitleState>({ setTitle: () => undefined });

/** Lets a screen name its record in the sub-header's title and the browser tab (Layout provides it). */
export const PageTitleProvider = ({ children }: { children: ReactNode }) => {
  const [title, setTitle] = useState<string>();
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
};

/** The title a screen set, if any (SubHeader shows it instead of the menu entry's label). */
export const usePageTitleOverride = () => useContext(PageTitleContext).title;

export interface RecordPageTitleProps<RecordType extends RaRecord> {
  /** i18n key of the screen's title, e.g. 'Edit User'. */
  titleKey: string;
  /** How the record is named; its `name` by default. */
  nameOf?: (record: RecordType) => string;
}

/**
 * Names the record in the page title while the screen is shown: 'Edit User: Jane Doe', in the
 * sub-header and the browser tab. Renders nothing; place it inside the record's context.
 */
export const RecordPageTitle = <RecordType extends RaRecord = RaRecord>({ titleKey, nameOf }: RecordPageTitleProps<RecordType>) => {
  const record = useRecordContext<RecordType>();
  const translate = useTranslate();
  const { setTitle } = useContext(PageTitleContext);
  const name = record ? (nameOf ? nameOf(record) : String((record as { name?: unknown }).name ?? '')) : '';
  const title = name ? translate('app.shell.recordTitle', { title: translate(titleKey), name }) : undefined;
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [title, setTitle]);
  return null;
};
