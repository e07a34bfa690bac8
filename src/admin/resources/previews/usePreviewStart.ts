import { useState } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { keepPreview, readSession } from '../../providers/session';
import { useNotifyError } from '../../common/useNotifyError';

/**
 * Starts a preview in a tab of its own, so the screen it starts from stays as it is (a matrix
 * being edited included): a full load of the root path there, so the menu, the first screen and
 * every permission are the role's from the first render. The tab is opened at the click, before
 * the answer, so no pop-up blocker stops it; without one, the preview opens here.
 */
export function usePreviewStart(): { start: (roleId: Identifier, access?: readonly Record<string, unknown>[]) => Promise<void>; starting: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [starting, setStarting] = useState(false);
  const start = async (roleId: Identifier, access?: readonly Record<string, unknown>[]) => {
    setStarting(true);
    const tab = window.open('', '_blank');
    try {
      const { token, role } = await dataProvider.startPreview(roleId, access);
      const { me } = readSession();
      const preview = {
        token,
        me: me && { ...me, role: 'admin' },
        roles: [role],
        roleName: String(role.name ?? ''),
        startedFrom: `${window.location.pathname}${window.location.search}`,
      };
      if (tab) {
        keepPreview(preview, tab.sessionStorage);
        tab.location.assign('/');
      } else {
        keepPreview(preview);
        window.location.assign('/');
      }
    } catch (error) {
      tab?.close();
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
