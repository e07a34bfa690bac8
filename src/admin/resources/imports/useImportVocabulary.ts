import { useQuery } from '@tanstack/react-query';
import type { ImportEntity } from '../../../shared/imports';
import { importVocabulary } from './importFields';

/** Built once per entity and kept: the six catalogues do not change while the app runs. */
export const useImportVocabulary = (entity: ImportEntity) =>
  useQuery({ queryKey: ['importVocabulary', entity], queryFn: () => importVocabulary(entity), staleTime: Infinity, gcTime: Infinity }).data;
