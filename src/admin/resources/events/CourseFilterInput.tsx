import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { CourseRecord } from '../courses/courseValues';

export interface CourseChoice {
  id: string;
  label: string;
}

/** 'CE-101 — Commercial Leasing Basics'. */
export const courseLabel = (course: Pick<CourseRecord, 'code' | 'title'>) => `${course.code} — ${course.title}`;

const SEARCH_DELAY_MS = 300;
const OPTIONS = 20;

/** A course to filter by: typing searches the courses by code or title (the API's search). */
export const CourseFilterInput = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: CourseChoice | null;
  onChange: (value: CourseChoice | null) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data = [], isPending } = useGetList<CourseRecord>('courses', {
    pagination: { page: 1, perPage: OPTIONS },
    sort: { field: 'code', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const options: CourseChoice[] = data.map((course) => ({ id: String(course.id), label: courseLabel(course) }));
  return (
    <Autocomplete
      size="small"
      fullWidth
      options={options}
      value={value}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
      }}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.label || translate('app.common.loading')}
      // The API filters; the options are what it answered.
      filterOptions={(all) => all}
      loading={isPending}
      loadingText={translate('app.common.loading')}
      noOptionsText={translate('app.events.filters.noCourses')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
