import { useEffect, useState } from 'react';
import { Alert, Link } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useResourceName, useResourcePaths } from '../../common/resourceOptions';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import type { CompanyRecord } from './companyTransform';

/** How long typing pauses before the name is looked up. */
const LOOKUP_DELAY_MS = 400;

/**
 * A warning under the name when another company already has it (ignoring case and surrounding
 * spaces), with a link to that company in a new tab. Names need not be unique (two offices of a
 * firm may be separate companies): the warning informs, and saving stays possible.
 */
export const CompanyNameWarning = () => {
  const translate = useTranslate();
  const record = useRecordContext<CompanyRecord>();
  const resource = useResourceName();
  const paths = useResourcePaths();
  const typed = (useWatch({ name: 'name' }) as string | undefined)?.trim() ?? '';
  const [name, setName] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setName(typed), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data } = useGetList<CompanyRecord>(
    resource,
    { filter: { q: name }, pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: name.length >= 2 },
  );
  const same = data?.find((company) => company.id !== record?.id && company.name.trim().toLowerCase() === name.toLowerCase());
  if (!same || name !== typed) return null;
  return (
    <Alert severity="warning" sx={{ gridColumn: '1 / -1', mb: 2, overflowWrap: 'anywhere' }} role="status">
      {translate('app.companies.duplicateName', { name: same.name })}{' '}
      <Link href={paths.record(String(same.id))} target="_blank" rel="noopener noreferrer">
        {translate('app.companies.openExisting')} <VisuallyHidden>{translate('app.common.opensInNewTab')}</VisuallyHidden>
      </Link>{' '}
      {translate('app.companies.duplicateHint')}
    </Alert>
  );
};
