import { useId, useState, type FocusEvent } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Link, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Event } from '../../../shared/events';
import { useNotifyError } from '../../common/useNotifyError';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import type { AppDataProvider } from '../../providers/dataProvider';

export const PUBLIC_LINK_PATH = '/events/{id}/public-link';

/** The two public pages of an event key, on this site's origin. */
export function publicPageUrls(key: string, origin = window.location.origin) {
  const encoded = encodeURIComponent(key);
  return { roster: `${origin}/events/roster/${encoded}`, signInSheet: `${origin}/events/signinsheet/${encoded}` };
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
        <VisuallyHidden>{` ${translate('app.users.opensInNewTab')}`}</VisuallyHidden>
      </Button>
    </Stack>
  );
};

export interface EventPublicLinksProps {
  event: { id: string; publicKey: string | null; status: string };
  readOnly: boolean;
}

/**
 * The event's public pages (printable roster, sign-in sheet), reachable without sign-in by an
 * unguessable key: their addresses to copy or open, a new key (the old addresses stop working) and
 * revoking it.
 */
export const EventPublicLinks = ({ event, readOnly }: EventPublicLinksProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [publicKey, setPublicKey] = useState(event.publicKey);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const [saving, setSaving] = useState(false);

  const run = async (method: 'POST' | 'DELETE') => {
    setSaving(true);
    try {
      const { body, message } = await dataProvider.call<{ event?: Partial<Event> }>({ method, path: PUBLIC_LINK_PATH, params: { id: event.id } });
      const next = method === 'POST' ? (body.event?.publicKey ?? null) : null;
      setPublicKey(next);
      const fallback = method === 'POST' ? 'app.events.publicLinks.created' : 'app.events.publicLinks.revoked';
      notify(message ?? fallback, { type: 'success', messageArgs: { _: message ?? translate(fallback) } });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setConfirming(null);
    }
  };

  const urls = publicKey ? publicPageUrls(publicKey) : null;
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
      {urls ? (
        <Stack sx={{ gap: 2 }}>
          <PageLink label={translate('app.events.publicLinks.roster')} url={urls.roster} />
          <PageLink label={translate('app.events.publicLinks.signInSheet')} url={urls.signInSheet} />
        </Stack>
      ) : (
        <Typography sx={{ mb: 1 }}>{translate('app.events.publicLinks.none')}</Typography>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {urls ? (
            <>
              <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setConfirming('replace')} disabled={saving}>
                {translate('app.events.publicLinks.replace')}
              </Button>
              <Button variant="outlined" color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirming('revoke')} disabled={saving}>
                {translate('app.events.publicLinks.revoke')}
              </Button>
            </>
          ) : (
            <Button variant="contained" startIcon={<LinkIcon />} onClick={() => run('POST')} disabled={saving}>
              {translate('app.events.publicLinks.create')}
            </Button>
          )}
        </Box>
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={saving}
        title={confirming === 'revoke' ? 'app.events.publicLinks.revokeTitle' : 'app.events.publicLinks.replaceTitle'}
        content={confirming === 'revoke' ? 'app.events.publicLinks.revokeConfirm' : 'app.events.publicLinks.replaceConfirm'}
        confirm={confirming === 'revoke' ? 'app.events.publicLinks.revoke' : 'app.events.publicLinks.replace'}
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={() => run(confirming === 'revoke' ? 'DELETE' : 'POST')}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
};
