import { USER_FILTER_KEYS } from '../../../shared/userValues';

/**
 * The filter keys the Filters panel owns (all of them); the search (`q`) belongs to the search box.
 * Apart from userFilterForm.ts, which re-exports it, so that the list's Filters button counts the
 * applied filters without downloading the panel's form logic.
 */
export const PANEL_FILTER_KEYS: readonly string[] = USER_FILTER_KEYS;

/** How many of the panel's filters apply. */
export function countAppliedFilters(values: Record<string, unknown>): number {
  return PANEL_FILTER_KEYS.filter((key) => values[key] !== undefined && values[key] !== '' && !(Array.isArray(values[key]) && (values[key] as unknown[]).length === 0)).length;
}
