/** A record's version as the API answers it: its `updatedAt`, an ISO time with milliseconds. */
export const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
