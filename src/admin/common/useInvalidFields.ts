import { useEffect, useState } from 'react';
import { get, useFormContext, useFormState, useWatch, type Field, type FieldRefs, type FieldValues } from 'react-hook-form';

type Validate = (value: unknown, values: FieldValues) => unknown;

/** The mounted, enabled fields of the form and their validators, nested sources included. */
function validatedFields(fields: FieldRefs, into: { name: string; validators: Validate[] }[] = []) {
  for (const node of Object.values(fields)) {
    if (!node || typeof node !== 'object') continue;
    const field = (node as Field)._f;
    if (!field) {
      validatedFields(node as FieldRefs, into);
      continue;
    }
    if (field.mount === false || field.disabled) continue;
    const { validate } = field;
    const validators = typeof validate === 'function' ? [validate] : Object.values(validate ?? {});
    if (validators.length > 0) into.push({ name: field.name, validators: validators as Validate[] });
  }
  return into;
}

/**
 * The names of the fields whose value the form refuses, touched or not: what keeps a submit
 * button that waits for a valid form disabled, while the untouched fields show no error yet.
 * react-hook-form works out `isValid` the same way but keeps no list of the fields.
 */
export function useInvalidFields(): string[] {
  const { control, getValues } = useFormContext();
  const { isValid } = useFormState();
  const values: unknown = useWatch();
  const [invalid, setInvalid] = useState<string[]>([]);
  useEffect(() => {
    if (isValid) return;
    let live = true;
    const all = getValues();
    const checks = validatedFields(control._fields).map(async ({ name, validators }) => {
      for (const validate of validators) {
        const result = await validate(get(all, name), all);
        if (result !== true && result !== undefined && result !== '') return name;
      }
      return null;
    });
    void Promise.all(checks).then((names) => {
      if (live) setInvalid(names.filter((name): name is string => name !== null));
    });
    return () => {
      live = false;
    };
  }, [isValid, values, control, getValues]);
  return isValid ? [] : invalid;
}
