import { DateField } from 'react-admin';
import { US_DATE_OPTIONS } from '../../shared/formats';

/** A date as lists show dates, MM/DD/yyyy, whatever the language. */
export const UsDateField = ({ source }: { source: string }) => <DateField source={source} options={US_DATE_OPTIONS} locales="en-US" />;
