import { useCallback, useMemo, useState } from "react";
import type { z } from "zod";

type Values<S extends z.ZodObject> = { [K in keyof z.input<S>]: string };

/**
 * Form state validated by a contract schema (the same zod object the Worker uses), so a
 * field's rule and message live in one place. Errors show once a field was touched.
 */
export function useZodForm<S extends z.ZodObject>(schema: S, initial: Values<S>) {
  const [values, setValues] = useState<Values<S>>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values<S>, boolean>>>({});

  const result = useMemo(() => schema.safeParse(values), [schema, values]);

  const allErrors = useMemo(() => {
    const map: Partial<Record<keyof Values<S>, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof Values<S> | undefined;
        if (key !== undefined && map[key] === undefined) map[key] = issue.message;
      }
    }
    return map;
  }, [result]);

  const errors = useMemo(() => {
    const shown: Partial<Record<keyof Values<S>, string>> = {};
    for (const key of Object.keys(allErrors) as (keyof Values<S>)[]) {
      if (touched[key]) shown[key] = allErrors[key];
    }
    return shown;
  }, [allErrors, touched]);

  const setValue = useCallback((name: keyof Values<S>, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  }, []);

  const touch = useCallback((name: keyof Values<S>) => setTouched((t) => ({ ...t, [name]: true })), []);

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
  }, [initial]);

  return {
    values,
    setValue,
    touch,
    errors,
    isValid: result.success,
    /** The parsed (trimmed, typed) values when valid. */
    data: result.success ? (result.data as z.output<S>) : undefined,
    reset,
  };
}
