export const LIST_PATH = '/compliance';
export const SETTINGS_PATH = '/compliance/settings';

/** The list filtered to members behind with a cycle ending within `days`: the dashboard card's link. */
export const behindEndingPath = (days: number) =>
  `${LIST_PATH}?filter=${encodeURIComponent(JSON.stringify({ status: ['behind'], endingWithin: String(days) }))}`;
