import { DateField } from 'react-admin';
import { US_DATE_OPTIONS } from '../../shared/formats';

/** A date as the spec shows dates in lists, MM/DD/yyyy (spec 001 §2), whatever the language. */
export const UsDateField = ({ source }: { source: string }) => <DateField source={source} options={US_DATE_OPTIONS} locales="en-US" />;
