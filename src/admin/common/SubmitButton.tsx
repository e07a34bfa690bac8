import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { writeLabel } from './previewLabel';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** i18n key of the label. */
  label: string;
}

/** The submit button of a form: disabled, with a spinner, while the form is being submitted. */
export const SubmitButton = ({ label, disabled, ...rest }: SubmitButtonProps) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      {...rest}
    >
      {translate(writeLabel(label))}
    </Button>
  );
};
