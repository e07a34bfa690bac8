import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const SponsorshipList = lazyScreen(() => import('./SponsorshipList').then((m) => m.SponsorshipList));
const SponsorshipCreate = lazyScreen(() => import('./SponsorshipCreate').then((m) => m.SponsorshipCreate));
const SponsorshipEdit = lazyScreen(() => import('./SponsorshipEdit').then((m) => m.SponsorshipEdit));

/** /sponsorships, /sponsorships/add, /sponsorships/edit/:id. */
export const sponsorships: ResourceEntry = {
  name: 'sponsorships',
  listSort: { field: 'position', order: 'ASC' },
  module: 'Sponsorship',
  api: {
    listPath: '/sponsorships',
    exportPath: '/export/sponsorships',
    listKey: 'sponsorships',
    onePath: '/sponsorships/{id}',
    oneKey: 'sponsorship',
    createPath: '/sponsorships/create',
    updatePath: '/sponsorships/update/{id}',
    deletePath: '/sponsorships/{id}',
    statusPath: '/sponsorships/update/active/inactive/{id}',
    queryParams: ['isActive'],
  },
  resource: {
    list: SponsorshipList,
    icon: LoyaltyIcon,
    recordRepresentation: 'name',
  },
  screens: { create: SponsorshipCreate, edit: SponsorshipEdit },
  menu: { path: '/sponsorships', labelKey: 'app.modules.sponsorship', icon: LoyaltyIcon },
};
