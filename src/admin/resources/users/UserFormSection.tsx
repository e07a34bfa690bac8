import { useId, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface UserFormSectionProps {
  /** i18n key of the section's title. */
  title: string;
  /** Buttons shown beside the title (Select Role …). */
  actions?: ReactNode;
  /** The title's id, for a list inside that the title also names. */
  titleId?: string;
  children: ReactNode;
}

/** A titled part of the user form; the title names the group for assistive technologies. */
export const UserFormSection = ({ title, actions, titleId, children }: UserFormSectionProps) => {
  const translate = useTranslate();
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Box component="section" aria-labelledby={id} sx={{ width: '100%', mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
};
