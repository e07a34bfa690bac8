import englishMessages from 'ra-language-english';

/**
 * The English catalogue: react-admin's own strings (`ra.*`), the resources' labels (`resources.*`,
 * filled in as resources are added) and every string of the app (`app.<area>.<thing>`).
 * The other five catalogues have exactly this shape (`AppMessages`). Texts quoted by the spec are
 * kept word for word, with its obvious slips fixed.
 */
const en = {
  ...englishMessages,
  resources: {},
  app: {
    product: {
      name: 'CRE Association Admin',
      tagline: 'Back-office of the commercial real-estate association',
    },
    common: {
      pleaseWait: 'Please wait...',
      loading: 'Loading...',
      noRecords: 'No records found.',
      submit: 'Submit',
      cancel: 'Cancel',
      backToHome: 'Back to home',
      somethingWrong: 'Something went wrong. Try Again later!',
    },
    validation: {
      required: 'Required',
      emailFormat: 'Invalid email format',
      minSymbols: 'Minimum %{min} symbols',
      maxSymbols: 'Maximum %{max} symbols',
      strongPassword:
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
      passwordMismatch: "Password and Confirm Password didn't match",
    },
    auth: {
      language: 'Language',
      login: {
        title: 'Sign In',
        intro: 'Sign in with your email and password.',
        email: 'Email',
        password: 'Password',
        submit: 'Sign In',
        forgotPassword: 'Forgot Password ?',
        signedIn: 'Signed in successfully.',
      },
      forgot: {
        title: 'Forgot Password ?',
        intro: 'Enter your email to receive a link to reset your password.',
        email: 'Email',
        sent: 'If an account exists for this email, a link to reset the password has been sent to it. Follow the link in the email to choose a new password.',
        backToLogin: 'Back to sign in',
      },
      reset: {
        title: 'Reset Password',
        intro: 'Choose a new password for your account.',
        newPassword: 'New Password',
        confirmPassword: 'Confirm Password',
        rule: 'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
        done: 'Your password has been reset. You can now sign in with the new password.',
      },
    },
    errors: {
      oops: 'OOPS! Something went wrong here',
      howDidYouGetHere: 'How did you get here',
      pageMissing: 'The page you are looking for does not exist, has moved, or is not available to you.',
      tryAgain: 'Please try again later, or go back to the home page.',
      contactSupport: 'If the problem goes on, please contact the association staff.',
      notFoundCode: '404',
      errorCode: 'Error',
      notFound: 'Sorry, we can\'t find the page you are looking for.',
      noAccessTitle: 'No module access',
      noAccess: 'Your account has no access to any module yet. Please contact an administrator to be given a role.',
      signOut: 'Sign out',
    },
    shell: {
      greeting: 'Hi, %{name}',
      openProfilePanel: 'Open profile panel',
      closeProfilePanel: 'Close profile panel',
      home: 'Home',
      breadcrumbs: 'Breadcrumb',
      scrollToTop: 'Scroll to top',
      footer: '© %{year} %{product}',
      documentTitle: '%{page} | %{product}',
    },
    menu: {
      label: 'Main menu',
      myAccess: 'My access',
    },
    modules: {
      dashboard: 'Dashboard',
      events: 'Events',
      companies: 'Companies',
      courses: 'Courses',
      userManagement: 'User Management',
      roleManagement: 'Role Management',
      sponsorship: 'Sponsorship',
      payment: 'Payment',
    },
    userTypes: {
      superAdmin: 'Super Admin',
      admin: 'Staff',
      member: 'Member',
      nonMember: 'Non-member',
      support: 'Support',
    },
    profile: {
      panel: {
        title: 'User Profile',
        edit: 'Edit',
        signOut: 'Sign out',
        roles: 'Roles',
        email: 'Email',
      },
      edit: {
        title: 'Edit Profile',
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        phoneNumber: 'Phone Number',
        picture: 'Picture',
        saved: 'Profile updated successfully.',
      },
    },
    myAccess: {
      title: 'My access',
      greeting: 'Welcome, %{name}!',
      intro: 'These are the modules and actions your roles give you.',
      screensNote: 'Module screens appear in the side menu as they become available.',
      caption: 'Your access by module',
      module: 'Module',
      view: 'View',
      add: 'Add',
      edit: 'Edit',
      activeInactive: 'Active/Inactive',
      granted: 'Allowed',
      denied: 'Not allowed',
    },
    upload: {
      button: 'Upload picture',
      remove: 'Remove',
      preview: 'Picture preview',
      none: 'No picture',
      uploading: 'Uploading...',
      imageType: 'Please select Image type file!',
      tooLarge: 'The image is larger than 5 MB. Please choose a smaller file.',
      hint: 'JPG, PNG or GIF, up to 5 MB.',
    },
  },
};

export type AppMessages = typeof en;

export default en;
