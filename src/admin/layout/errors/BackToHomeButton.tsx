import { Button, type ButtonProps } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { LinkBase, useTranslate } from 'react-admin';

/** The 'Back to home' link of the error pages: the root path, which picks the user's first module. */
export const BackToHomeButton = ({ variant = 'contained', ...rest }: Omit<ButtonProps, 'href'>) => {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to="/" variant={variant} startIcon={<HomeIcon />} {...rest}>
      {translate('app.common.backToHome')}
    </Button>
  );
};
