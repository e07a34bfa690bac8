import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';

const sameDefinition = (a: ResourceDefinition | undefined, b: ResourceDefinition | undefined) => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key as keyof ResourceDefinition], b[key as keyof ResourceDefinition]));
};

const sameDefinitions = (a: ResourceDefinitions, b: ResourceDefinitions) => {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => sameDefinition(a[name], b[name]));
};

/**
 * react-admin's ResourceDefinitionContextProvider, with the changes of one pass of effects applied
 * together, and only when they change something. After the first render react-admin unregisters
 * every resource and registers it again; each definition read anew re-rendered every list row.
 */
export const StableResourceDefinitions = ({ definitions: initial = {}, children }: { definitions?: ResourceDefinitions; children: ReactNode }) => {
  const [definitions, setDefinitions] = useState(initial);
  const committed = useRef(definitions);
  committed.current = definitions;
  const next = useRef<ResourceDefinitions | null>(null);

  // Stable, as react-admin's: its effects list them among their dependencies.
  const actions = useMemo(() => {
    const change = (update: (current: ResourceDefinitions) => ResourceDefinitions) => {
      if (!next.current) {
        next.current = committed.current;
        queueMicrotask(() => {
          const result = next.current;
          next.current = null;
          if (result && !sameDefinitions(result, committed.current)) setDefinitions(result);
        });
      }
      next.current = update(next.current);
    };
    return {
      register: (config: ResourceDefinition) => change((current) => ({ ...current, [config.name]: config })),
      unregister: (config: ResourceDefinition) =>
        change((current) => {
          const { [config.name]: _removed, ...rest } = current;
          return rest;
        }),
    };
  }, []);
  const value = useMemo(() => ({ definitions, ...actions }), [definitions, actions]);

  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
};
