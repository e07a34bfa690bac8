import { Alert, Card } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { DASHBOARD_ENDING_DAYS, type ComplianceSummary } from '../../../shared/compliance';
import { errorMessage } from '../../common/errorMessage';
import { FigureCard } from '../../dashboard/FigureCard';
import type { AppDataProvider } from '../../providers/dataProvider';
import { behindEndingPath } from './paths';

/**
 * GET /compliance/summary. Its own call rather than complianceApi's: the dashboard then loads
 * nothing of the list's and settings' code.
 */
function useComplianceSummary() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['compliance', 'summary'],
    queryFn: async ({ signal }) => (await dataProvider.call<{ summary: ComplianceSummary }>({ path: '/compliance/summary', signal })).body.summary,
    retry: false,
  });
}

/** The dashboard's 'Behind on CE': members behind with a cycle ending within 60 days, linking to them. */
export const ComplianceCard = () => {
  const translate = useTranslate();
  const { data, error } = useComplianceSummary();
  if (error) {
    const message = errorMessage(error);
    return (
      <Card sx={{ height: '100%' }}>
        <Alert severity="error" sx={{ height: '100%' }}>
          {`${translate('app.compliance.card.title')}: ${translate(message, { _: message })}`}
        </Alert>
      </Card>
    );
  }
  const days = data?.endingSoonDays ?? DASHBOARD_ENDING_DAYS;
  return (
    <FigureCard
      title="app.compliance.card.title"
      definition="app.compliance.card.definition"
      definitionArgs={{ days }}
      value={data?.behindEndingSoon}
      to={behindEndingPath(days)}
      resource="compliance"
      icon={<FactCheckIcon />}
    />
  );
};
