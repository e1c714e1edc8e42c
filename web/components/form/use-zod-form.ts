import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import type { z } from "zod/mini";

type Values<S extends z.ZodMiniObject> = { [K in keyof z.input<S>]: string };

/** What `field(name)` gives a TextField or PasswordField: value, change, blur, error, read-only, required. */
export interface BoundField {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
  readonly readOnly: boolean;
  /** The contract refuses an empty value. */
  readonly required: boolean;
}

/**
 * Form state validated by a contract schema (the same zod object the Worker uses), so a
 * field's rule and message live in one place. Errors show once a field was touched (typed in
 * or left). `submit` runs one send at a time: the fields are read-only and `pending` is true
 * until it settles. Our own few lines rather than react-hook-form: see docs/decisions/013.
 */
export function useZodForm<S extends z.ZodMiniObject>(schema: S, initial: Values<S>) {
  type Name = keyof Values<S>;
  const [values, setValues] = useState<Values<S>>(initial);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [pending, setPending] = useState(false);
  // A second submit in the same tick must see the first one, before React re-renders.
  const sending = useRef(false);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const required = useMemo(() => {
    const shape = schema.shape as Record<Name, z.ZodMiniType>;
    return (name: Name) => !shape[name].safeParse("").success;
  }, [schema]);

  const allErrors = useMemo(() => {
    const map: Partial<Record<Name, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0] as Name | undefined;
        if (key !== undefined && map[key] === undefined) map[key] = issue.message;
      }
    }
    return map;
  }, [result]);

  const errors = useMemo(() => {
    const shown: Partial<Record<Name, string>> = {};
    for (const key of Object.keys(allErrors) as Name[]) {
      if (touched[key]) shown[key] = allErrors[key];
    }
    return shown;
  }, [allErrors, touched]);

  const setValue = useCallback((name: Name, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  }, []);

  const touch = useCallback((name: Name) => setTouched((t) => ({ ...t, [name]: true })), []);

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
  }, [initial]);

  const field = (name: Name): BoundField => ({
    value: values[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => touch(name),
    error: errors[name],
    readOnly: pending,
    required: required(name),
  });

  /**
   * The form's onSubmit: with valid values, `send` runs with the parsed data (one at a time);
   * with invalid ones every field shows its message and nothing is sent.
   */
  const submit = (send: (data: z.output<S>) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!result.success) {
      setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as Record<Name, boolean>);
      return;
    }
    sending.current = true;
    setPending(true);
    try {
      await send(result.data as z.output<S>);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return {
    values,
    setValue,
    touch,
    errors,
    field,
    submit,
    /** True while `submit`'s send runs. */
    pending,
    /** SubmitButton's state: pending while sending, disabled until the values are valid. */
    button: { pending, disabled: !result.success },
    isValid: result.success,
    reset,
  };
}
