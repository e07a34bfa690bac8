import { Alert, Card } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { DASHBOARD_ENDING_DAYS } from '../../../shared/compliance';
import { errorMessage } from '../../common/errorMessage';
import { FigureCard } from '../../dashboard/FigureCard';
import { useComplianceSummary } from './complianceApi';
import { behindEndingPath } from './paths';

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
