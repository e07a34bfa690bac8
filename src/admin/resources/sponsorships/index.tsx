import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazyScreen } from '../../common/lazyScreen';

const SponsorshipList = lazyScreen(() => import('./SponsorshipList').then((m) => m.SponsorshipList));
const SponsorshipCreate = lazyScreen(() => import('./SponsorshipCreate').then((m) => m.SponsorshipCreate));
const SponsorshipEdit = lazyScreen(() => import('./SponsorshipEdit').then((m) => m.SponsorshipEdit));

/** /sponsorships, /sponsorships/add, /sponsorships/edit/:id (spec 001 §2). */
export const sponsorships: ResourceProps = {
  name: 'sponsorships',
  list: SponsorshipList,
  icon: LoyaltyIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="add" path="add" element={<SponsorshipCreate />} />,
    <Route key="edit" path="edit/:id" element={<SponsorshipEdit />} />,
  ],
};
