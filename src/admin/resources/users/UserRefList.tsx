import { IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';

export interface UserRefListProps<T extends { _id: string; name: string }> {
  rows: readonly T[];
  /** The id of the element naming the list (the section title). */
  labelledBy?: string;
  /** i18n key of the text shown when the list is empty. */
  emptyText: string;
  /** i18n key of each remove button's name, given `%{name}`. */
  removeLabel: string;
  onRemove?: (row: T) => void;
  /** A second line under the name (an email). */
  secondary?: (row: T) => string | undefined;
}

/** The roles or support staff attached to a user, each with its remove button (none when read-only). */
export const UserRefList = <T extends { _id: string; name: string }>({
  rows,
  labelledBy,
  emptyText,
  removeLabel,
  onRemove,
  secondary,
}: UserRefListProps<T>) => {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {translate(emptyText)}
      </Typography>
    );
  }
  return (
    <List dense aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const label = translate(removeLabel, { name: row.name });
        return (
          <ListItem
            key={row._id}
            divider
            secondaryAction={
              onRemove ? (
                <Tooltip title={label}>
                  <IconButton size="small" color="error" aria-label={label} onClick={() => onRemove(row)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : undefined
            }
          >
            <ListItemText
              primary={row.name}
              secondary={secondary?.(row)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
