import { DateField } from 'react-admin';

const OPTIONS = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

/** A date as the spec shows dates in lists, MM/DD/yyyy (spec 001 §2), whatever the language. */
export const UsDateField = ({ source }: { source: string }) => <DateField source={source} options={OPTIONS} locales="en-US" />;
