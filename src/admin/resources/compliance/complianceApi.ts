import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type {
  ComplianceHistory,
  ComplianceSettings,
  ReminderPreview,
  ReminderResult,
} from '../../../shared/compliance';
import type { ComplianceSettingsBody } from '../../../shared/complianceBodies';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The settings in force and their earlier versions, newest first (GET /compliance/settings). */
export interface SettingsAnswer {
  settings: ComplianceSettings;
  history: ComplianceSettings[];
}

export const SETTINGS_KEY = ['compliance', 'settings'] as const;

/**
 * The CE Compliance routes beyond the list and its export, through the dataProvider's `call`, so
 * their errors read as every other call's. Queries go through react-admin's query client: the app
 * bar's refresh reloads them too. A refusal is not retried: its message is shown as it is.
 */
export function useComplianceApi() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return {
    history: async (id: Identifier, signal?: AbortSignal) =>
      (await dataProvider.call<{ history: ComplianceHistory }>({ path: '/compliance/history/{id}', params: { id }, signal })).body.history,
    settings: async (signal?: AbortSignal) => (await dataProvider.call<SettingsAnswer>({ path: '/compliance/settings', signal })).body,
    saveSettings: (body: ComplianceSettingsBody) => dataProvider.call<Partial<SettingsAnswer>>({ method: 'PUT', path: '/compliance/settings', body }),
    previewReminders: async (userIds: readonly Identifier[]) =>
      (await dataProvider.call<ReminderPreview>({ method: 'POST', path: '/compliance/reminders/preview', body: { userIds } })).body,
    sendReminders: (userIds: readonly Identifier[]) => dataProvider.call<ReminderResult>({ method: 'POST', path: '/compliance/reminders', body: { userIds } }),
  };
}

export function useComplianceHistory(id: Identifier | undefined) {
  const api = useComplianceApi();
  return useQuery({
    queryKey: ['compliance', 'history', id],
    queryFn: ({ signal }) => api.history(id!, signal),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useComplianceSettings() {
  const api = useComplianceApi();
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => api.settings(signal), retry: false });
}
