/**
 * What an error toast says: the server's message, which the HTTP client puts in the error, else the
 * i18n key of the generic "Something went wrong" text.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'app.common.somethingWrong';
}
