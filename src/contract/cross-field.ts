/**
 * Checks that span two fields of an object schema, reported on one field so the form can show
 * the message next to it. valibot types these actions by the exact object they run on; the
 * helpers keep that object's type and check only the fields they name.
 */
import * as v from 'valibot';

type Keep<TSchema extends v.GenericSchema> = v.BaseValidation<
  v.InferOutput<TSchema>,
  v.InferOutput<TSchema>,
  v.BaseIssue<unknown>
>;

/**
 * Adds `requirement(output)` to `schema`; when it fails, `message` is reported on `field`.
 * The check runs only when the fields it reads are valid themselves (valibot's partialCheck).
 */
export function crossFieldCheck<TSchema extends v.GenericSchema>(
  schema: TSchema,
  fields: readonly (keyof v.InferOutput<TSchema> & string)[],
  field: keyof v.InferOutput<TSchema> & string,
  requirement: (output: v.InferOutput<TSchema>) => boolean,
  message: v.ErrorMessage<v.PartialCheckIssue<Record<string, unknown>>>,
) {
  const action = v.forward(
    v.partialCheck(
      fields.map((name) => [name]) as unknown as [[string]],
      (input: Record<string, unknown>) => requirement(input as v.InferOutput<TSchema>),
      message,
    ),
    [field] as unknown as [string],
  ) as unknown as Keep<TSchema>;
  return v.pipe(schema, action);
}

/** A finding of an object-wide rule: where to show it and what it says. */
export type RuleFinding = {
  path: readonly (string | number)[];
  /** Any issue's message function: it reads only the issue's language. */
  message: (issue: v.BaseIssue<unknown>) => string;
};

/**
 * Adds object-wide rules that may report several findings at several fields, each with its own
 * message (e.g. "liegend → mindestens KTW" on transportClass and "after the pickup" on a time).
 * Runs only when the object itself parsed, so the rules read typed values.
 */
export function objectRules<TSchema extends v.GenericSchema>(
  schema: TSchema,
  rules: (output: v.InferOutput<TSchema>) => RuleFinding[],
) {
  const action = v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const finding of rules(dataset.value)) {
      let input: unknown = dataset.value;
      const path = finding.path.map((key) => {
        const container = input as Record<string | number, unknown>;
        const value = container?.[key];
        const item = {
          type: 'object' as const,
          origin: 'value' as const,
          input: container as Record<string, unknown>,
          key: String(key),
          value,
        };
        input = value;
        return item;
      });
      addIssue({
        message: finding.message,
        path: path as unknown as [v.ObjectPathItem],
        input,
      });
    }
  }) as unknown as Keep<TSchema>;
  return v.pipe(schema, action);
}
