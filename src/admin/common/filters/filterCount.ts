/*
 * What the Filters button needs before its panel is loaded: kept apart from filterDescription.ts,
 * which comes with the panel.
 */

/** Whether something is typed or chosen: a non-empty text or list, an object with such a part. */
export function isChosen(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.values(value).some(isChosen);
  return value !== undefined && value !== null && value !== '';
}

/** How many of the panel's filters apply (the Filters button's count). */
export function countApplied(keys: readonly string[], values: Record<string, unknown>): number {
  return keys.filter((key) => isChosen(values[key])).length;
}
