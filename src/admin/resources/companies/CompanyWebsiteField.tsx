import { Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { isWebAddressOrEmpty } from '../../../shared/fieldValues';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import type { CompanyRecord } from './companyTransform';

/** The Website column: the address without its scheme, opening the site in a new tab. */
export const CompanyWebsiteField = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const url = record?.websiteUrl?.trim();
  if (!url) return null;
  // Older records may hold an address without http(s): shown as text, never as a link.
  if (!isWebAddressOrEmpty(url)) return <>{url}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}{' '}
      <VisuallyHidden>{translate('app.common.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
};
