import { useId, useMemo, type ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { VisuallyHidden } from '../common/VisuallyHidden';

export interface FigureCardProps {
  /** i18n key of the figure's name, e.g. 'Active Members'. */
  title: string;
  /** i18n key of what the figure counts (src/shared/dashboard.ts): the tooltip and the description. */
  definition: string;
  definitionArgs?: Record<string, unknown>;
  /** Undefined until the figures arrive. */
  value: number | undefined;
  /** The list the figure counts, filtered to it. */
  to: string;
  /** That list's resource: the card links to it only for those who may view it. */
  resource: string;
  icon: ReactNode;
}

/**
 * One figure of the dashboard: its name, the number ('Loading...' until it arrives), its
 * definition as a tooltip and as the card's accessible description, and a link to the list it
 * counts, opened with the matching filters.
 */
export const FigureCard = ({ title, definition, definitionArgs, value, to, resource, icon }: FigureCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const descriptionId = useId();
  const { canAccess: canOpenList } = useCanAccess({ resource, action: 'list' });
  const definitionText = translate(definition, definitionArgs);
  // Built once per language: a number format is costly to build, and the cards render several times.
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  const content = (
    <CardContent>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" color="text.secondary">
            {translate(title)}
          </Typography>
          <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
            {value === undefined ? translate('app.common.loading') : numbers.format(value)}
          </Typography>
        </Box>
      </Stack>
    </CardContent>
  );

  return (
    <Card sx={{ height: '100%' }}>
      {canOpenList ? (
        <>
          {/* Read as the link's description, not a second time in the page's flow. */}
          <span id={descriptionId} hidden>
            {definitionText}
          </span>
          <Tooltip title={definitionText} describeChild>
            <CardActionArea component={LinkBase} to={to} aria-describedby={descriptionId} sx={{ height: '100%' }}>
              {content}
            </CardActionArea>
          </Tooltip>
        </>
      ) : (
        <Tooltip title={definitionText} describeChild>
          <Box sx={{ height: '100%' }}>
            {content}
            <VisuallyHidden>{definitionText}</VisuallyHidden>
          </Box>
        </Tooltip>
      )}
    </Card>
  );
};
