import BusinessIcon from '@mui/icons-material/Business';
import { useResourcePaths } from '../common/resourceOptions';
import { activeCompaniesPath } from './dashboardLinks';
import { FigureCard } from './FigureCard';

/** Active Companies: opens the company list with the Active status. */
export const ActiveCompaniesCard = ({ value }: { value: number | undefined }) => (
  <FigureCard
    title="app.dashboard.cards.activeCompanies.title"
    definition="app.dashboard.cards.activeCompanies.definition"
    value={value}
    to={activeCompaniesPath(useResourcePaths('companies').list)}
    resource="companies"
    icon={<BusinessIcon />}
  />
);
