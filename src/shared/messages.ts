/** In one place, so the server and the screens say the same thing. */
export const MESSAGES = {
  somethingWrong: 'Something went wrong. Try Again later!',
  noRole: "You can't proceed. You haven't been assigned any role yet.",
  invalidCredentials: 'The email or password is incorrect.',
  inactiveUser: 'Your account is inactive. Please contact the association staff.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again, or sign in from a browser you have signed in with before.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  signedIn: 'Signed in successfully.',
  forgotSent: 'If an account exists for this email, a link to reset the password has been sent to it.',
  resetDone: 'Your password has been reset. You can now sign in with the new password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordMismatch: "Password and Confirm Password didn't match",
  imageType: 'Please select Image type file!',
  imageTooLarge: 'The image is larger than 5 MB. Please choose a smaller file.',
  imageTooManyPixels: 'The image has too many pixels (over 40 million). Please choose a smaller one.',
  unauthorized: 'Your session has expired. Please sign in again.',
  notFound: 'The requested resource was not found.',
  userNotFound: 'User not found.',
  profileUpdated: 'Profile updated successfully.',
  emailTaken: 'This email address is already used by another user.',
  payloadTooLarge: 'The request is too large.',
  dbUnavailable: 'The service is busy right now. Please try again in a moment.',
  storageUnavailable: 'Images cannot be stored or read right now. Please try again in a moment.',
  invalidInput: 'Invalid input',
  ok: 'Success',
  signedOut: 'Signed out.',
  companyNotFound: 'Company not found.',
  companyCreated: 'Company created successfully!',
  companyUpdated: 'Company updated successfully!',
  companyDeleted: 'Company deleted successfully!',
  companyStatusUpdated: 'Company status updated.',
  locationNotFound: 'Location not found.',
  locationCreated: 'Location created successfully!',
  locationUpdated: 'Location updated successfully!',
  locationDeleted: 'Location deleted successfully!',
  nrdsTaken: 'This NRDS ID is already used by another location.',
  nrdsUnavailable: 'No free NRDS ID could be assigned automatically. Please enter one with Manual NRDS.',
  sponsorshipNotFound: 'Sponsorship not found.',
  sponsorshipCreated: 'Sponsorship created successfully!',
  sponsorshipUpdated: 'Sponsorship updated successfully!',
  sponsorshipDeleted: 'Sponsorship deleted successfully!',
  sponsorshipStatusUpdated: 'Sponsorship status updated.',
  sponsorshipNameTaken: 'A sponsorship with this name already exists.',
  roleNotFound: 'Role not found.',
  roleCreated: 'Role created successfully!',
  roleUpdated: 'Role updated successfully!',
  roleDeleted: 'Role deleted successfully!',
  roleStatusUpdated: 'Role status updated.',
  roleNameTaken: 'A role with this name already exists.',
  stillInUse: 'This record is still in use elsewhere and cannot be deleted. Reload the page and try again.',
} as const;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const companyHasMembers = (n: number) =>
  `This company still has ${counted(n, 'member', 'members')}: move ${n === 1 ? 'that member' : 'them'} to another company first.`;
export const locationHasMembers = (n: number) =>
  `This location still has ${counted(n, 'member', 'members')}: move ${n === 1 ? 'that member' : 'them'} to another location first.`;
export const sponsorshipAttached = (n: number) =>
  `This sponsorship is attached to ${counted(n, 'company', 'companies')}. Remove it from ${n === 1 ? 'that company' : 'them'} first.`;
export const roleHeldByUsers = (n: number) => {
  const them = n === 1 ? 'that user' : 'them';
  return `This role is held by ${counted(n, 'user', 'users')}. Remove it from ${them} first, or confirm removing it from ${them}.`;
};
export const locationOfAnotherCompany = (location: string, company: string) =>
  `The location "${location}" belongs to another company ("${company}"). Remove it from that company first.`;
export const locationNotOfCompany = (id: string) => `locationChanges: the location ${id} is not one of this company's locations.`;
export const aboutLocation = (name: string, message: string) => `Location "${name}": ${message}`;
export const unknownReference = (field: string, what: string, id: string) => `${field}: no ${what} with id ${id}.`;
