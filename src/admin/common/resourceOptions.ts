import { useMemo } from 'react';
import { useResourceContext, useResourceDefinition, useResourceDefinitions, type SortPayload } from 'react-admin';
import type { ModuleName } from '../../shared/modules';
import type { DashboardCard, EntryOptions, HeaderPanel, ModuleScreen, RecordTab, ResourcePaths, ShellEntry } from '../modules';
import { editPathOf } from './resourceRoutes';

/** The menu's module screens, in the order App.tsx declared the resources. */
export function useModuleScreens(): ModuleScreen[] {
  const definitions = useResourceDefinitions<EntryOptions>();
  return useMemo(
    () => Object.values(definitions).flatMap(({ options }) => (options?.menu ? [options.menu] : [])),
    [definitions],
  );
}

/** The resources' pages that the shell names beyond their menu entries. */
export function useResourcePages(): ShellEntry[] {
  const definitions = useResourceDefinitions<EntryOptions>();
  return useMemo(() => Object.values(definitions).flatMap(({ options }) => options?.pages ?? []), [definitions]);
}

/** The module whose permissions govern a resource. */
export function useResourceModule(resource: string): ModuleName | undefined {
  return useResourceDefinition<EntryOptions>({ resource }).options?.module;
}

/** The tabs other resources add to this resource's record screens. */
export function useRecordTabs(resource: string): RecordTab[] {
  const definitions = useResourceDefinitions<EntryOptions>();
  return useMemo(
    () => Object.values(definitions).flatMap(({ options }) => (options?.recordTabs ?? []).filter((tab) => tab.resources.includes(resource))),
    [definitions, resource],
  );
}

/** The cards the resources add to the dashboard, in registry order. */
export function useDashboardCards(): DashboardCard[] {
  const definitions = useResourceDefinitions<EntryOptions>();
  return useMemo(() => Object.values(definitions).flatMap(({ options }) => options?.dashboardCards ?? []), [definitions]);
}

/** The panel a resource puts behind the header's button, if any. */
export function useHeaderPanel(): HeaderPanel | undefined {
  const definitions = useResourceDefinitions<EntryOptions>();
  return Object.values(definitions).find(({ options }) => options?.headerPanel)?.options?.headerPanel;
}

/** The resource a shared block serves: the one it is given, else the surrounding one. */
export function useResourceName(resource?: string): string {
  return useResourceContext({ resource }) ?? '';
}

/** Where a resource's screens are (the surrounding resource's by default), from its entry. */
export function useResourcePaths(resource?: string): ResourcePaths {
  const name = useResourceName(resource);
  const { options } = useResourceDefinition<EntryOptions>({ resource: name });
  return options?.paths ?? { list: `/${name}`, record: editPathOf(name) };
}


/** The order a resource's list opens in (the surrounding resource's by default), from its entry. */
export function useListSort(resource?: string): SortPayload | undefined {
  const name = useResourceName(resource);
  return useResourceDefinition<EntryOptions>({ resource: name }).options?.listSort;
}
