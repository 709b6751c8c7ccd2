import { boLine } from '../../cli/line.js';
import type { AnyCommand } from '../../shared/commands/define.js';
import { describeShape, type FieldSpec } from '../kit/form/fields.js';
import { initialValues, type FormValues } from '../kit/form/values.js';

/**
 * What the person typed into a command's form: every field whose input differs from what the
 * form starts with (the schema's defaults, empty inputs), as typed (money in ₮ as written), so
 * the `bo` line names what he chose and nothing the form filled in by itself.
 */
export function typedValues(specs: readonly FieldSpec[], values: FormValues, start: FormValues = initialValues([...specs], {})): FormValues {
  const out: FormValues = {};
  for (const spec of specs) {
    const value = values[spec.key];
    if (spec.kind === 'object') {
      const inner = typedValues(spec.children ?? [], (value ?? {}) as FormValues, (start[spec.key] ?? {}) as FormValues);
      if (Object.keys(inner).length) out[spec.key] = inner;
    } else if (JSON.stringify(value ?? '') !== JSON.stringify(start[spec.key] ?? '')) out[spec.key] = value;
  }
  return out;
}

/** The palette form's `bo` line (src/cli/line.ts): the same operation from the terminal, with the values typed. */
export function paletteLine(command: AnyCommand, values: FormValues): string {
  return boLine(command, typedValues(describeShape(command.input), values));
}
