import { validatePackName } from '@tradescope/domain';
import { useState } from 'react';
import { type EditorErrors, editorErrorsOf } from './use-save-pack';

type NameRules = Parameters<typeof validatePackName>[1];

/**
 * The two-step pack editors' common state: the step, the name and the field errors. An error on the name sends the
 * editor back to step 1; editing the name clears only its own error.
 */
export const usePackEditor = <E extends EditorErrors>(initialName: string, nameRules: NameRules) => {
  const [step, setStep] = useState(1);
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<E>({} as E);
  const onErrors = (found: E) => {
    setErrors(found);
    if (found.name) setStep(1);
  };
  return {
    step,
    setStep,
    name,
    errors,
    setErrors,
    onErrors,
    changeName: (value: string) => {
      setName(value);
      setErrors(({ name: _, ...rest }) => rest as E);
    },
    /** The items changed: only the name's error still stands. */
    clearItemErrors: () => setErrors(({ name }) => (name ? { name } : {}) as E),
    /** Step 1 -> 2 once the name holds (spec §5). */
    next: () => {
      const checked = validatePackName(name, nameRules);
      if (checked.ok) {
        setErrors({} as E);
        setStep(2);
      } else onErrors(editorErrorsOf(checked.errors) as E);
    },
  };
};
