/** An administrator, a shutdown, a crash or an idle timeout ended the session. */
const ENDED_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05']);
const SOCKET_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres gives these no code, only words. */
const LOST_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** The database's failure, not the request's, so a 503. */
export function isConnectionLoss(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (ENDED_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGE.test(message)) return true;
  }
  return false;
}

/** A job recording its end must outlast a failover, or it would look running until the stale sweep. */
export async function retryOnConnectionLoss<T>(write: () => Promise<T>, { attempts = 6, firstDelayMs = 100 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= attempts || !isConnectionLoss(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (attempt - 1)));
    }
  }
}
