import { createContext } from 'react';
import type { RaRecord } from 'react-admin';

/** Told of a failed save; answers true when it takes the error over (a version conflict it resolves). */
export type SaveErrorListener = (error: unknown) => boolean;

/**
 * Between an edit screen (EditScreen, which sees the save's errors) and the conflict handler in its
 * form (EditConflicts, which has the form's values).
 */
export interface EditConflictChannel {
  /** Starts listening; the function it answers stops. */
  listen: (listener: SaveErrorListener) => () => void;
  /** A record from the API as the form holds it (the Edit's `select`). */
  toForm: (record: RaRecord) => RaRecord;
}

export const EditConflictContext = createContext<EditConflictChannel | undefined>(undefined);
