import { useId, useState, type FocusEvent } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Link, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TabletIcon from '@mui/icons-material/Tablet';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PUBLIC_PAGES, type PublicPage } from '../../../shared/events';
import { useNotifyError } from '../../common/useNotifyError';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import type { AppDataProvider } from '../../providers/dataProvider';
import { kioskStorageKey } from './publicApi';

/** The address of a public page, on this site's origin. */
export function publicPageUrl(page: PublicPage, key: string, origin = window.location.origin) {
  return `${origin}/events/${page === 'roster' ? 'roster' : 'signinsheet'}/${encodeURIComponent(key)}`;
}

const PageLink = ({ label, url }: { label: string; url: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('app.events.publicLinks.copied', { type: 'success', messageArgs: { page: label } });
    } catch {
      notifyError(translate('app.events.publicLinks.copyFailed'));
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={url}
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={translate('app.events.publicLinks.copy', { page: label })}>
                  <IconButton edge="end" onClick={copy} aria-label={translate('app.events.publicLinks.copy', { page: label })}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button component={Link} href={url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />} sx={{ flexShrink: 0 }}>
        {translate('app.events.publicLinks.open', { page: label })}
        <VisuallyHidden>{` ${translate('app.common.opensInNewTab')}`}</VisuallyHidden>
      </Button>
    </Stack>
  );
};

export interface EventPublicLinksProps {
  event: { id: string; rosterKey: string | null; sheetKey: string | null; hasKioskToken: boolean; status: string };
  readOnly: boolean;
}

const PAGE_LABELS: Record<PublicPage, string> = { roster: 'app.events.publicLinks.roster', sheet: 'app.events.publicLinks.signInSheet' };

/**
 * The event's public pages (printable roster, sign-in sheet), each reachable without sign-in by its
 * own unguessable key, which a new key or a revoke retires. And the check-in kiosk: this browser
 * gets a token that lists the names on the sign-in sheet, so staff at the door can tap them.
 */
export const EventPublicLinks = ({ event, readOnly }: EventPublicLinksProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [keys, setKeys] = useState<Record<PublicPage, string | null>>({ roster: event.rosterKey, sheet: event.sheetKey });
  const [kiosk, setKiosk] = useState(event.hasKioskToken);
  const [confirming, setConfirming] = useState<{ page: PublicPage; action: 'replace' | 'revoke' } | null>(null);
  const [saving, setSaving] = useState(false);

  const say = (message: string | undefined, fallback: string) => notify(message ?? fallback, { type: 'success', messageArgs: { _: message ?? translate(fallback) } });

  const run = async (page: PublicPage, method: 'POST' | 'DELETE') => {
    setSaving(true);
    try {
      const { event: changed, message } = await dataProvider.setPublicLink(event.id, page, method === 'POST' ? 'make' : 'revoke');
      setKeys({ roster: changed.rosterKey ?? null, sheet: changed.sheetKey ?? null });
      say(message, method === 'POST' ? 'app.events.publicLinks.created' : 'app.events.publicLinks.revoked');
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setConfirming(null);
    }
  };

  const openKiosk = async () => {
    if (!keys.sheet) return;
    setSaving(true);
    try {
      const { kioskToken, message } = await dataProvider.makeKioskToken(event.id);
      localStorage.setItem(kioskStorageKey(keys.sheet), kioskToken);
      setKiosk(true);
      say(message, 'app.events.publicLinks.kioskOn');
      window.open(publicPageUrl('sheet', keys.sheet), '_blank', 'noopener');
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const closeKiosk = async () => {
    setSaving(true);
    try {
      const { message } = await dataProvider.revokeKioskToken(event.id);
      if (keys.sheet) localStorage.removeItem(kioskStorageKey(keys.sheet));
      setKiosk(false);
      say(message, 'app.events.publicLinks.kioskOff');
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('app.events.publicLinks.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.events.publicLinks.intro')}
      </Typography>
      {event.status !== 'published' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.events.publicLinks.notPublished')}
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        {PUBLIC_PAGES.map((page) => {
          const key = keys[page];
          const label = translate(PAGE_LABELS[page]);
          return (
            <Box key={page}>
              {key ? (
                <PageLink label={label} url={publicPageUrl(page, key)} />
              ) : (
                <Typography>{translate('app.events.publicLinks.none', { page: label })}</Typography>
              )}
              {!readOnly && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                  {key ? (
                    <>
                      <Button size="small" variant="outlined" startIcon={<LinkIcon />} onClick={() => setConfirming({ page, action: 'replace' })} disabled={saving}>
                        {translate('app.events.publicLinks.replace', { page: label })}
                      </Button>
                      <Button size="small" variant="outlined" color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirming({ page, action: 'revoke' })} disabled={saving}>
                        {translate('app.events.publicLinks.revoke', { page: label })}
                      </Button>
                    </>
                  ) : (
                    <Button size="small" variant="contained" startIcon={<LinkIcon />} onClick={() => run(page, 'POST')} disabled={saving}>
                      {translate('app.events.publicLinks.create', { page: label })}
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {!readOnly && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(keys.sheet ? 'app.events.publicLinks.kioskHelp' : 'app.events.publicLinks.kioskNeedsSheet')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" startIcon={<TabletIcon />} onClick={openKiosk} disabled={saving || !keys.sheet}>
              {translate('app.events.publicLinks.kiosk')}
            </Button>
            {kiosk && (
              <Button size="small" variant="outlined" color="error" onClick={closeKiosk} disabled={saving}>
                {translate('app.events.publicLinks.kioskStop')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={saving}
        title={confirming?.action === 'revoke' ? 'app.events.publicLinks.revokeTitle' : 'app.events.publicLinks.replaceTitle'}
        content={confirming?.action === 'revoke' ? 'app.events.publicLinks.revokeConfirm' : 'app.events.publicLinks.replaceConfirm'}
        translateOptions={{ page: confirming ? translate(PAGE_LABELS[confirming.page]) : '' }}
        confirm={confirming?.action === 'revoke' ? 'app.events.publicLinks.revokeYes' : 'app.events.publicLinks.replaceYes'}
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={() => confirming && run(confirming.page, confirming.action === 'revoke' ? 'DELETE' : 'POST')}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
};
