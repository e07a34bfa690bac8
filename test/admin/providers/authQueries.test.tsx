import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, ResourceContextProvider, useCanAccess, useGetIdentity, usePermissions, type AuthProvider } from 'react-admin';
import { authQueryKeys, keepAuthAnswers, primeAuthQueries } from '../../../src/admin/providers/authQueries';
import { useModuleAccess } from '../../../src/admin/common/useModuleAccess';

function fakeAuthProvider() {
  return {
    checkAuth: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 'u1', fullName: 'Ada Admin' })),
    getPermissions: vi.fn(async () => ({ role: 'Staff', roles: [] })),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) => resource === 'users' && action === 'list'),
    login: vi.fn(),
    logout: vi.fn(),
    checkError: vi.fn(),
  } satisfies AuthProvider;
}

const Probe = () => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ role: string }>();
  const list = useCanAccess({ resource: 'users', action: 'list' });
  const remove = useModuleAccess('delete', 'users');
  return (
    <p>
      {identity?.fullName ?? 'no identity'} · {permissions?.role ?? 'no role'} · list {String(list.canAccess)} · delete {String(remove.canAccess)}
    </p>
  );
};

describe('primeAuthQueries', () => {
  it("gives react-admin's hooks the session's answers in their first render, and asks nothing again on mount", async () => {
    const authProvider = fakeAuthProvider();
    const queryClient = new QueryClient();
    keepAuthAnswers(queryClient);
    await primeAuthQueries(queryClient, authProvider, ['users', 'companies']);
    expect(queryClient.getQueryData(authQueryKeys.checkAuth)).toBe(true);
    expect(queryClient.getQueryData(authQueryKeys.canAccess('companies', 'edit'))).toBe(false);
    const calls = authProvider.canAccess.mock.calls.length;

    render(
      <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
        <ResourceContextProvider value="users">
          <Probe />
        </ResourceContextProvider>
      </CoreAdminContext>,
    );
    // Synchronous: no pending state in between.
    expect(screen.getByText('Ada Admin · Staff · list true · delete false')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authProvider.canAccess).toHaveBeenCalledTimes(calls);
    expect(authProvider.getIdentity).toHaveBeenCalledTimes(1);
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(1);
  });
});
