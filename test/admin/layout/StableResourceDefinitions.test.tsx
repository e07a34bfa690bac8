import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Resource, useResourceDefinitionContext, useResourceDefinitions, type ResourceDefinition } from 'react-admin';
import { StableResourceDefinitions } from '../../../src/admin/layout/StableResourceDefinitions';

const List = () => null;
const users = Resource.registerResource({ name: 'users', list: List });
const roles = Resource.registerResource({ name: 'roles', list: List });

let consumerRenders = 0;
const Consumer = () => {
  consumerRenders += 1;
  return <p>{Object.keys(useResourceDefinitions()).sort().join(', ')}</p>;
};

/** As react-admin does after its first render: every resource unregistered, then registered again. */
const Reregister = ({ definitions }: { definitions: ResourceDefinition[] }) => {
  const { register, unregister } = useResourceDefinitionContext();
  useEffect(() => {
    definitions.forEach(register);
    return () => definitions.forEach(unregister);
  }, [definitions, register, unregister]);
  return null;
};

const Page = () => {
  const [definitions, setDefinitions] = useState([users]);
  return (
    <StableResourceDefinitions definitions={{ users }}>
      <Reregister definitions={definitions} />
      <Consumer />
      <button type="button" onClick={() => setDefinitions([{ ...users }])}>
        Again
      </button>
      <button type="button" onClick={() => setDefinitions([users, roles])}>
        Add roles
      </button>
      <button type="button" onClick={() => setDefinitions([])}>
        None
      </button>
    </StableResourceDefinitions>
  );
};

describe('StableResourceDefinitions', () => {
  it('leaves its readers alone when the resources registered again are the same', async () => {
    consumerRenders = 0;
    render(<Page />);
    await act(async () => {});
    expect(screen.getByText('users')).toBeInTheDocument();
    expect(consumerRenders).toBe(1);
    await act(async () => screen.getByRole('button', { name: 'Again' }).click());
    // The consumer renders with its parent's state change; no further render for the definitions.
    expect(consumerRenders).toBe(2);
  });

  it('passes on a change: a resource added, every resource removed', async () => {
    render(<Page />);
    await act(async () => screen.getByRole('button', { name: 'Add roles' }).click());
    expect(screen.getByText('roles, users')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'None' }).click());
    expect(screen.queryByText(/users/)).not.toBeInTheDocument();
  });
});
